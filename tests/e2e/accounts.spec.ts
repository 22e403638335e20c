import { MESSAGES, VERIFY_MESSAGES } from "../../src/domain/messages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, loginInBrowser, open, registerByApi, test, toast, uniqueEmail } from "./accounts-fixtures";

const PASSWORD = "monsoon-chai-2026";

test("sign up logs in and goes home; the profile greets by name; the mailed link verifies the address", async ({ page, accounts }) => {
  const email = uniqueEmail("signup");
  await open(page, `${accounts.url}/signup`);
  await expectNoSeriousA11yViolations(page);
  await page.locator("main").getByLabel("Name").fill("Diya Menon");
  await page.locator("main").getByLabel("Mobile number (optional)").fill("9876543210");
  await page.locator("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Female" }).click();
  await expect(page.getByRole("button", { name: "Female" })).toHaveAttribute("aria-pressed", "true");
  await page.locator("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(`${accounts.url}/`);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  await page.goto(`${accounts.url}/profile`);
  await expect(page.getByRole("heading", { name: "Hello, Diya Menon" })).toBeVisible();
  await expect(page.getByText("9876543210")).toBeVisible();
  await expect(page.getByText(VERIFY_MESSAGES.unverified, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: VERIFY_MESSAGES.resend })).toBeVisible();

  const mail = await accounts.smtp.waitFor(email);
  expect(mail.text).not.toContain("Diya");
  const link = mail.text.match(/http:\/\/\S+\/verify-email\?token=[\w-]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("status").getByText(VERIFY_MESSAGES.done)).toBeVisible();
  await page.locator("main").getByRole("link", { name: "My Profile" }).click();
  await expect(page.getByText(VERIFY_MESSAGES.verified, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: VERIFY_MESSAGES.resend })).toHaveCount(0);
});

test("a failed sign-up shows the server's message top-right", async ({ page, accounts }) => {
  await open(page, `${accounts.url}/signup`);
  await page.locator("main").getByLabel("Name").fill("Common Pass");
  await page.locator("main").getByLabel("Email").fill(uniqueEmail("common"));
  await page.locator("main").getByLabel("Password", { exact: true }).fill("password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "This password is too common. Please choose another.")).toBeVisible();
});

test("log in, then log out: token and cart cleared, the old token refused", async ({ page, accounts, request }) => {
  const email = uniqueEmail("logout");
  await registerByApi(accounts.url, email, PASSWORD);
  await open(page, `${accounts.url}/login`);
  await expectNoSeriousA11yViolations(page);
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Invalid email or password.")).toBeVisible();

  await loginInBrowser(page, accounts.url, email, PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await page.evaluate(() => localStorage.setItem("cartItems", JSON.stringify({ x: { M: { "#151515": 1 } } })));
  await page.goto(`${accounts.url}/profile`);
  await expect(page.getByRole("region", { name: "Offer" })).toBeHidden();
  await page.getByRole("button", { name: MESSAGES.logout }).click();
  await expect(page).toHaveURL(`${accounts.url}/login`);
  await expect(toast(page, MESSAGES.loggedOut)).toBeVisible();
  // Logged out, the free-shipping banner is back at once.
  await expect(page.getByRole("region", { name: "Offer" }).getByText(MESSAGES.loggedOutBanner, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("cartItems")])).toEqual([null, "{}"]);
  const after = await request.get(`${accounts.url}/api/user/profile`, { headers: { token: token! } });
  expect(after.status()).toBe(401);
});

test("a revoked session sends the shopper to /login with the spec's message", async ({ page, accounts, request }) => {
  const email = uniqueEmail("expiry");
  await registerByApi(accounts.url, email, PASSWORD);
  await loginInBrowser(page, accounts.url, email, PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await request.post(`${accounts.url}/api/user/logout`, { headers: { token: token! } });
  await page.goto(`${accounts.url}/profile`);
  await expect(toast(page, MESSAGES.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(`${accounts.url}/login`);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a guest's ADD TO CART on a product page is added after logging in, back on the product page", async ({ page, accounts }) => {
  const email = uniqueEmail("pending");
  await registerByApi(accounts.url, email, PASSWORD);
  await open(page, `${accounts.url}/product/magma_black_tiger_oversized_tee`);
  await page.getByRole("button", { name: "Magma Black", exact: true }).click();
  await page.getByRole("button", { name: "XL", exact: true }).click();
  await page.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  await expect(page).toHaveURL(`${accounts.url}/login?reason=cart&next=%2Fproduct%2Fmagma_black_tiger_oversized_tee`);
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${accounts.url}/product/magma_black_tiger_oversized_tee`);
  await expect(toast(page, MESSAGES.addedAfterLogin)).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await page.evaluate(() => localStorage.getItem("pendingCartItem"))).toBeNull();
});

test("reset the password with the code from the mail", async ({ page, accounts }) => {
  const email = uniqueEmail("reset");
  await registerByApi(accounts.url, email, PASSWORD);
  await open(page, `${accounts.url}/login`);
  await page.getByRole("link", { name: MESSAGES.forgotPassword }).click();
  await expect(page).toHaveURL(`${accounts.url}/reset-password`);
  await page.locator("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toast(page, MESSAGES.otpSent)).toBeVisible();
  await expect(page.getByRole("button", { name: MESSAGES.resendOtp })).toHaveCount(0);
  await expect.poll(() => accounts.smtp.mails.some((m) => m.to.includes(email) && /reset code/.test(m.text))).toBe(true);
  const mail = accounts.smtp.mails.find((m) => m.to.includes(email) && /reset code/.test(m.text))!;
  const code = mail.text.match(/\b(\d{6})\b/)![1];
  await page.locator("main").getByLabel("OTP").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(toast(page, MESSAGES.otpVerified)).toBeVisible();
  await page.locator("main").getByLabel("New password").fill("after-the-rain-88");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(`${accounts.url}/login`);
  await expect(toast(page, MESSAGES.passwordReset)).toBeVisible();
  await loginInBrowser(page, accounts.url, email, "after-the-rain-88");
});

test("reset: when the request fails on the network, the spec's sentence is shown", async ({ page, accounts }) => {
  await page.route("**/api/user/reset-password/send-otp", (route) => route.abort());
  await open(page, `${accounts.url}/reset-password`);
  await page.locator("main").getByLabel("Email").fill(uniqueEmail("offline"));
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toast(page, MESSAGES.otpSendFailed)).toBeVisible();
  await expect(page.locator("main").getByLabel("OTP")).toHaveCount(0);

  await page.unroute("**/api/user/reset-password/send-otp");
  await page.route("**/api/user/reset-password/verify-otp", (route) => route.abort());
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toast(page, MESSAGES.otpSent)).toBeVisible();
  await page.locator("main").getByLabel("OTP").fill("123456");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(toast(page, MESSAGES.otpVerifyFailed)).toBeVisible();
});

test("'Resend OTP' appears after 30 seconds and 'Login Here' goes to /login", async ({ page, accounts }) => {
  await page.clock.install();
  await open(page, `${accounts.url}/reset-password`);
  await page.locator("main").getByLabel("Email").fill(uniqueEmail("resend"));
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.locator("main").getByLabel("OTP")).toBeVisible();
  await page.clock.runFor(29_000);
  await expect(page.getByRole("button", { name: MESSAGES.resendOtp })).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(page.getByRole("button", { name: MESSAGES.resendOtp })).toBeVisible();
  await page.getByRole("link", { name: MESSAGES.loginHere }).click();
  await expect(page).toHaveURL(`${accounts.url}/login`);
});

test("Google sign-in through the local OpenID Connect server leaves no credential in the URL", async ({ page, accounts }) => {
  const email = uniqueEmail("google");
  accounts.oidc.setIdentity({ sub: `sub-${email}`, email, email_verified: true, name: "Rohan Google" });
  const visited: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && visited.push(f.url()));
  await open(page, `${accounts.url}/login`);
  await page.getByRole("link", { name: MESSAGES.continueWithGoogle }).click();
  await expect(page).toHaveURL(`${accounts.url}/`);
  expect(visited.some((u) => u.includes("/login?code="))).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => window.location.href)).not.toContain("code=");
  await page.goto(`${accounts.url}/profile`);
  await expect(page.getByRole("heading", { name: "Hello, Rohan Google" })).toBeVisible();
  // The one-time code in the history entry cannot be used again.
  const code = new URL(visited.find((u) => u.includes("/login?code="))!).searchParams.get("code");
  const replay = await page.request.post(`${accounts.url}/api/user/auth/exchange`, { data: { code } });
  expect(replay.status()).toBe(401);
});

test("Google sign-in from checkout's login comes back to checkout", async ({ page, accounts }) => {
  const email = uniqueEmail("google-return");
  accounts.oidc.setIdentity({ sub: `sub-${email}`, email, email_verified: true, name: "Ira Google" });
  await open(page, `${accounts.url}/place-order`);
  await expect(page).toHaveURL(`${accounts.url}/login?reason=checkout&next=%2Fplace-order`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: MESSAGES.continueWithGoogle }).click();
  await expect(page).toHaveURL(`${accounts.url}/place-order`);
  await expect(page.getByRole("button", { name: MESSAGES.placeOrder })).toBeVisible();
});

test("without Google sign-in set up, login and signup offer no Google button", async ({ page }) => {
  for (const path of ["/login", "/signup"]) {
    await open(page, path);
    await expect(page.getByRole("button", { name: "Sign In" }).or(page.getByRole("button", { name: "Sign Up" }))).toBeVisible();
    await expect(page.getByText(MESSAGES.continueWithGoogle)).toHaveCount(0);
    await expect(page.getByText("or", { exact: true })).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath("signup.png"), fullPage: true });
});

test("profile: add an address and a card, see brand and last 4 only, remove them", async ({ page, accounts }) => {
  const email = uniqueEmail("profile");
  await registerByApi(accounts.url, email, PASSWORD, "Sana Qureshi");
  await loginInBrowser(page, accounts.url, email, PASSWORD);
  await page.goto(`${accounts.url}/profile`);
  await expect(page.getByRole("heading", { name: "Hello, Sana Qureshi" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.locator("main").getByLabel("Street").fill("7 Koregaon Park Lane");
  await page.locator("main").getByLabel("City").fill("Pune");
  await page.locator("main").getByLabel("State (optional)").selectOption("Maharashtra");
  await page.locator("main").getByLabel("PIN code", { exact: true }).fill("41100");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(toast(page, MESSAGES.addressFailed)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid 6-digit PIN code." })).toBeVisible();
  await page.locator("main").getByLabel("PIN code", { exact: true }).fill("411001");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(toast(page, MESSAGES.addressAdded)).toBeVisible();
  // The failure it has put right is no longer shown beside the success.
  await expect(toast(page, MESSAGES.addressFailed)).toHaveCount(0);
  await expect(page.getByText("7 Koregaon Park Lane, Pune, Maharashtra 411001, India")).toBeVisible();

  // Three digits for the last 4: the spec's toast, and the reason by the form.
  await page.locator("main").getByLabel("Card network").selectOption({ label: "Mastercard" });
  await page.locator("main").getByLabel("Last 4 digits").fill("444");
  await page.locator("main").getByLabel("Name on card").fill("Sana Qureshi");
  await page
    .locator("main")
    .getByLabel("Expiry (MM/YY)")
    .fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(toast(page, MESSAGES.cardFailed)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter the last 4 digits of the card." })).toBeVisible();
  // The refused field is marked, described by the message, and has the focus.
  const last4 = page.locator("main").getByLabel("Last 4 digits");
  await expect(last4).toHaveAttribute("aria-invalid", "true");
  await expect(last4).toHaveAccessibleDescription("Please enter the last 4 digits of the card.");
  await expect(last4).toBeFocused();

  await last4.fill("4444");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(toast(page, MESSAGES.cardAdded)).toBeVisible();
  await expect(page.getByText(/Mastercard •••• 4444/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profile.png"), fullPage: true });

  await page.getByRole("button", { name: "Remove Mastercard card ending 4444" }).click();
  await expect(page.getByText(/Mastercard •••• 4444/)).toHaveCount(0);
  await page.getByRole("button", { name: "Remove address 7 Koregaon Park Lane" }).click();
  await expect(page.getByText("7 Koregaon Park Lane, Pune, Maharashtra 411001, India")).toHaveCount(0);
});

test("'No user data found.' without a session", async ({ page }) => {
  await open(page, "/profile");
  await expect(page.getByText(MESSAGES.noUserData)).toBeVisible();
});

test("the Profile tab of /orders says 'No user data found.' once the session is gone", async ({ page, accounts }) => {
  const email = uniqueEmail("orders-tab");
  await registerByApi(accounts.url, email, PASSWORD, "Kiran Bose");
  await loginInBrowser(page, accounts.url, email, PASSWORD);
  // This journey is about the session ending; presses before hydration have journeys of their own.
  await open(page, `${accounts.url}/orders`);
  await page.getByRole("tab", { name: MESSAGES.tabProfile }).click();
  const panel = page.getByRole("tabpanel", { name: MESSAGES.tabProfile });
  await expect(panel.getByText(email)).toBeVisible();
  // Logged out in another tab: this one follows through the storage event.
  const other = await page.context().newPage();
  await open(other, `${accounts.url}/login`);
  await other.evaluate(() => localStorage.removeItem("token"));
  await expect(panel.getByText(MESSAGES.noUserData, { exact: true })).toBeVisible();
  await expect(panel.getByText(MESSAGES.loading)).toHaveCount(0);
});

test("the development mailbox lists mail newest first, and is off in production", async ({ page, accounts }) => {
  const first = uniqueEmail("mailbox-a");
  const second = uniqueEmail("mailbox-b");
  await registerByApi(accounts.url, first, PASSWORD);
  await registerByApi(accounts.url, second, PASSWORD);
  await accounts.smtp.waitFor(second);
  await page.goto(`${accounts.url}/dev/mailbox`);
  await expect(page.getByRole("heading", { name: "Development mailbox" })).toBeVisible();
  await expect(page.getByText(`To ${second}`)).toBeVisible();
  const text = (await page.locator("main").textContent())!;
  expect(text.indexOf(second)).toBeGreaterThan(-1);
  expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));
  const off = await page.goto("/dev/mailbox");
  expect(off?.status()).toBe(404);
});
