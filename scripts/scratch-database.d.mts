export function scratchDatabase(serverUrl: string, prefix?: string): Promise<{ url: string; drop: () => Promise<void> }>;
