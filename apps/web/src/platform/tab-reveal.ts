/**
 * Set while a cached tab's page is being shown again. Its effects re-run then (React <Activity>),
 * and a query re-subscribing is not a visit: the query cache reads this to fetch nothing on such a
 * re-run (platform/query-client.ts). Set by the shell's page host around the commit that reveals a page.
 */
let revealing = false;

export const setRevealingTab = (value: boolean) => {
  revealing = value;
};
export const isRevealingTab = () => revealing;
