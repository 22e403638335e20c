import s from "./stars.module.css";
/** A star rating for people: the picture is hidden, the number is read out. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value);
  return (
    <span className={s.stars} role="img" aria-label={label ?? `${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= rounded ? `${s.star} ${s.on}` : s.star}>
          ★
        </span>
      ))}
    </span>
  );
}
