import { usePublicConfig } from "../lib/public-config";
/** The Grievance Officer that the IT (Intermediary Guidelines) Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020 require. */
export function GrievanceOfficer() {
  const { address, carePhone } = usePublicConfig().seller;
  return (
    <section aria-labelledby="grievance-officer">
      <h2 id="grievance-officer">Grievance Officer</h2>
      <p>
        Ms. Ananya Kulkarni, Grievance Officer, Dhaaga
        <br />
        {address}
        <br />
        Email: <a href="mailto:grievance@dhaaga.in">grievance@dhaaga.in</a> · Phone: <a href={`tel:${carePhone.replace(/\s/g, "")}`}>{carePhone}</a>
        <br />
        Monday to Saturday, 11 AM to 6 PM. We acknowledge complaints within 48 hours and resolve them within 30 days.
      </p>
    </section>
  );
}
