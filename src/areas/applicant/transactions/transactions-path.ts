/** Outside a cycle `/applicant/profile/transactions`, in one `/applicant/:code/transactions`. */
export function transactionsPath(matchCycleCode?: string): string {
  return matchCycleCode
    ? `/applicant/${encodeURIComponent(matchCycleCode)}/transactions`
    : '/applicant/profile/transactions';
}
