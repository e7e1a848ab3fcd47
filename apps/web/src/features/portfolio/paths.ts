/** API paths of the portfolio that the app's entry needs (app/early-data.ts) without the rest of api.ts. */

/** GET: the signed-in student's portfolio. */
export const MY_PORTFOLIO_PATH = '/api/my_portfolio/portfolios';
