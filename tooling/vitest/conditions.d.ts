export declare const CONDITION_TIMEOUT_MS: number;
export declare const UNTIL: Readonly<{ timeout: number; interval: number }>;
