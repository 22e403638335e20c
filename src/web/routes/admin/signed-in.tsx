import { NavLink, Outlet, useNavigate, useRouteLoaderData } from "react-router";
import type { AdminMe } from "../../../contracts/admin-auth";
import { consoleCall, consoleLoad } from "../../console/api";

export async function clientLoader() {
  return consoleLoad<{ admin: AdminMe }>("/api/admin/me");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading the console…</p>;
}

/** The signed-in console account, for any console page. */
export function useAdmin(): AdminMe {
  const data = useRouteLoaderData<typeof clientLoader>("routes/admin/signed-in");
  return data!.admin;
}

const AREAS: { to: string; label: string; ownerOnly?: boolean }[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/deliveries", label: "Failed deliveries" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/catalog", label: "Catalog" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/grievances", label: "Grievances" },
  { to: "/admin/shoppers", label: "Shoppers" },
  { to: "/admin/demand", label: "Restock list" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/staff", label: "Staff", ownerOnly: true },
  { to: "/admin/settings", label: "Settings", ownerOnly: true },
];

export default function SignedIn() {
  const admin = useAdmin();
  const navigate = useNavigate();
  async function signOut() {
    await consoleCall("POST", "/api/admin-auth/logout");
    navigate("/admin/login");
  }
  return (
    <>
      <header className="adm-header">
        <a className="adm-brand" href="/admin">
          Dhaaga console
        </a>
        <nav aria-label="Console" className="adm-nav">
          <ul>
            {AREAS.filter((a) => !a.ownerOnly || admin.role === "owner").map((a) => (
              <li key={a.to}>
                <NavLink to={a.to} end={a.to === "/admin"}>
                  {a.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-who">
          <NavLink to="/admin/account" className="adm-who-link">
            {admin.name} <span className="muted">({admin.role})</span>
          </NavLink>
          <button type="button" className="adm-btn adm-btn-quiet" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="adm-main">
        <Outlet />
      </main>
    </>
  );
}
