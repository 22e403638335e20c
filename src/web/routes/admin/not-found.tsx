import { data } from "react-router";

/** An address under /admin that names no console page: a 404 in the console's frame. */
export function loader(): never {
  throw data("There is no console page at this address.", { status: 404 });
}

export default function NotFound() {
  return null;
}
