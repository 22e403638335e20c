const grouped = new Intl.NumberFormat("en-IN");

/** A count as India writes it: "1,23,456". */
export const formatCount = (n: number) => grouped.format(n);

/** A count with its noun: "1 order", "1,204 orders". */
export const counted = (n: number, one: string, other: string) => `${formatCount(n)} ${n === 1 ? one : other}`;

/**
 * Orders per 100 visits, or "—" when it cannot be read as one: no visits, or more orders than
 * visits (visits are counted by the shopper's browser, and some block the count).
 */
export const formatConversion = (percent: number | null) => (percent === null || percent > 100 ? "—" : `${percent.toFixed(2)}%`);
