/** The From and To days of a console list's filter form (days in India, as the API reads them). */
export function DateRange({ query }: { query: URLSearchParams }) {
  return (
    <>
      <label>
        From <input className="field" type="date" name="from" defaultValue={query.get("from") ?? ""} />
      </label>
      <label>
        To <input className="field" type="date" name="to" defaultValue={query.get("to") ?? ""} />
      </label>
    </>
  );
}
