import { COD_CONFIRM_MESSAGES } from "../../src/domain/messages";
import { orderNumber } from "../../src/domain/orders";
import { expect, registerByApi, test, uniqueEmail } from "./accounts-fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";

const PASSWORD = "monsoon-chai-2026";

test("the shopper clicks Confirm order in the order's mail and sees the order confirmed; the link does it once", async ({
  page,
  accounts,
  request,
}) => {
  const email = uniqueEmail("cod");
  const token = await registerByApi(accounts.url, email, PASSWORD, "Kavya Rao");
  const { products } = await (await request.get(`${accounts.url}/api/product/list`)).json();
  const tee = products.find((p: { soldOut: unknown[]; category: string }) => !p.soldOut.length && p.category === "Oversized T-Shirts");
  const placed = await request.post(`${accounts.url}/api/order/place`, {
    data: {
      address: {
        firstName: "Kavya",
        lastName: "Rao",
        email,
        street: "12 FC Road, Shivajinagar",
        city: "Pune",
        state: "Maharashtra",
        zipcode: "411004",
        country: "India",
        phone: "9876543210",
      },
      items: [{ _id: tee._id, size: tee.sizes[0], color: tee.colors[0], quantity: 1 }],
      couponCode: "FLAT10",
    },
    headers: { token, "Idempotency-Key": `cod-confirm-${Date.now()}` },
  });
  expect(placed.ok()).toBe(true);
  const { orderId } = await placed.json();
  const n = orderNumber(orderId);

  await new Promise((r) => setTimeout(r, 5000));
  console.log("DEBUG", JSON.stringify(accounts.smtp.mails.map((m) => [m.to, m.subject])));
  // The mail as the shopper's mail program shows it: its HTML, with the two buttons.
  await expect.poll(() => accounts.smtp.mails.some((m) => m.to.includes(email) && m.subject.includes("please confirm it"))).toBe(true);
  const mail = accounts.smtp.mails.find((m) => m.to.includes(email) && m.subject.includes("please confirm it"))!;
  const html = mail.text.slice(mail.text.indexOf("<div"), mail.text.lastIndexOf("</div>") + "</div>".length);
  await page.setContent(html);
  await expect(page.getByText(/^Coupon FLAT10$/)).toBeVisible();
  await expect(page.getByText(/^Expected delivery: by /)).toBeVisible();
  await page.getByRole("link", { name: "Confirm order" }).click();

  await expect(page).toHaveURL(new RegExp(`^${accounts.url}/order-confirm\\?token=`));
  await expect(page.getByRole("heading", { level: 1, name: "Order confirmed" })).toBeVisible();
  await expect(page.getByRole("status").getByText(COD_CONFIRM_MESSAGES.confirmed(n))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Opened again, the link says the order is confirmed already, and changes nothing.
  await page.reload();
  await expect(page.getByRole("alert").getByText(COD_CONFIRM_MESSAGES.alreadyConfirmed(n))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: COD_CONFIRM_MESSAGES.confirmTitle })).toBeVisible();
});
