import { Link } from "react-router";
import { useAdmin } from "./signed-in";

/** The console's first page. */
export default function Dashboard() {
  const admin = useAdmin();
  return (
    <>
      <h1>Welcome, {admin.name}</h1>
      <ul className="adm-tiles">
        <li>
          <Link to="/admin/audit">Audit log</Link>
        </li>
        {admin.role === "owner" && (
          <li>
            <Link to="/admin/staff">Staff</Link>
          </li>
        )}
      </ul>
    </>
  );
}
