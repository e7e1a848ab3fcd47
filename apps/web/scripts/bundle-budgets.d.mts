export declare const LANDING_BUDGET_BYTES: number;
export declare const ROUTE_BUDGET_BYTES: number;
export declare const ROUTE_BUDGETS: Partial<Record<string, number>>;
export declare function budgetOf(path: string): number;
