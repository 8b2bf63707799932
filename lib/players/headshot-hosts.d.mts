export const DEFAULT_HEADSHOT_HOSTS: readonly string[];
export function headshotHosts(configured: string | undefined): readonly string[];
export function isHeadshotUrl(src: string, hosts: readonly string[]): boolean;
