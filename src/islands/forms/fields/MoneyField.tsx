import { MONEY_QUICK_PICKS } from '#src/domain/leads/messages.ts';
import { formatNumber } from '#src/domain/money.ts';
import GroupedNumberField from './GroupedNumberField.tsx';

type Props = { id: string; name: string; label: string; defaultValue: number | null; quickPicks: keyof typeof MONEY_QUICK_PICKS; error?: string | undefined };

/** The money input: $ prefix, thousands separators and quick picks ($5,000 to $70,000, or $300,000 to $800,000). */
export default function MoneyField({ quickPicks, ...field }: Props) {
  return (
    <GroupedNumberField {...field} prefix="$">
      {(set) => (
        <div className="lead-picks" role="group" aria-label={`${field.label} quick picks`}>
          {MONEY_QUICK_PICKS[quickPicks].map((amount) => (
            <button key={amount} type="button" onClick={() => set(amount)}>{`$${formatNumber(amount)}`}</button>
          ))}
        </div>
      )}
    </GroupedNumberField>
  );
}
