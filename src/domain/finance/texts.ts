/** Fixed finance texts from the specs, so islands and pages never spell them differently. */
export const FINANCE_TEXTS = {
  calculatorTitle: 'Finance Calculator',
  requestQuote: 'Request a Quote',
  financeAvailable: 'Finance Available For This Vehicle!',
  getFinanceNow: 'Get Finance Now',
  /** Title of the modal for tenants with `enquiryModal`. */
  financeEnquiryModalTitle: 'Finance Enquiry',
  /** Link to the finance page for everyone else. */
  enquireNow: 'Enquire Now',
  enquireForFinance: 'Enquire for Finance',
  getPreApproved: 'Get Pre-Approved',
  zeroFinalPayment: '$0 final payment',
  carFinanceTitle: 'Car Finance',
  showMore: 'Show More',
  showLess: 'Show Less',
} as const;
