import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefillFormProps, prefillHiddenFields, type FinancePrefill } from '#src/domain/finance/finance-page.ts';
import type { LeadFormProps } from '#src/domain/leads/form-setup.ts';
import { $financePrefill } from '#src/stores/finance-enquiry.ts';
import { useHydrated } from '../use-hydrated.ts';
import LeadForm from './LeadForm.tsx';

type Props = LeadFormProps & { children?: ReactNode };

/**
 * The finance pages' Finance Enquiry form: the lead form island, started from what the page learns in the browser
 * ($financePrefill: the finance link's query, or the car). It renders and hydrates as the plain form (so it posts
 * without JavaScript); then the car's hidden fields join it, and it starts again with the amount and dealership,
 * unless the shopper has already typed in it.
 */
export default function FinanceEnquiryForm({ children, ...props }: Props) {
  const hydrated = useHydrated();
  const stored = useStore($financePrefill);
  const prefill = hydrated ? stored : null; // the server's HTML first, or hydration would not match
  const typed = useRef(false);
  const [start, setStart] = useState<{ prefill: FinancePrefill | null; key: number }>({ prefill: null, key: 0 });
  useEffect(() => {
    if (prefill && !typed.current) setStart((current) => (current.prefill === prefill ? current : { prefill, key: current.key + 1 }));
  }, [prefill]);
  const formProps = start.prefill ? { ...props, ...prefillFormProps(start.prefill) } : props;
  return (
    <div onInput={() => (typed.current = true)}>
      <LeadForm key={start.key} {...formProps}>
        {children}
        {prefill && prefillHiddenFields(prefill).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      </LeadForm>
    </div>
  );
}
