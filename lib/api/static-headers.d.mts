export declare const STATIC_HEADERS: readonly { key: string; value: string }[];
