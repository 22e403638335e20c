import { isRouteErrorResponse, Link } from "react-router";

/** What a console page that could not load says: its heading by status, the store's words, a way back. */
export function ConsoleError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "";
  return (
    <>
      <h1>
        {status === 404
          ? "Not found"
          : status === 403
            ? "Not open to you"
            : status === 400
              ? "This page cannot show that"
              : "This page could not load"}
      </h1>
      <p>{said || "The console could not load this page. Please try again in a moment."}</p>
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </>
  );
}
