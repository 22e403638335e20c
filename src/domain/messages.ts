/**
 * Every user-facing string of the spec (§2, §4, §5, §8), named once. Copied to the letter,
 * including the spec's own spellings ("Vender Info", "India.At"): tests and users rely on them.
 *
 * Each string is an export of its own: browser code reads them through a namespace import
 * (`import * as MESSAGES from ".../domain/messages"`), so a page's bundle carries only the strings
 * it shows. `MESSAGES` below gathers the same strings as one object for the server and tests.
 */
// Shell
export const navHome = "Home";
export const navMen = "Men";
export const navWomen = "Women";
export const navKids = "Kids";
export const navCollection = "Collection";
export const navAbout = "About Us";
export const navContact = "Contact Us";
/** The logged-out banner, with the shop's free-delivery threshold (shop-policy.ts); the spec's words with its ₹500. */
export const freeShippingBanner = (minOrder: string) => `Free shipping all over India.At min order of ${minOrder} and above`;
export const loggedOutBanner = /* @__PURE__ */ freeShippingBanner("₹500");
export const bannerShopNow = "Shop now";
export const bannerLogin = "Login";
export const newsletterSubscribe = "Subscribe";
export const loading = "Loading...";

// Home
export const heroShopNow = "Shop Now";
export const heroContactUs = "Contact Us";
export const seeAll = "See All";
export const showcaseHeading = "OVERSIZED T-SHIRTS";
export const trendToTradition = "Trend To Tradition";
export const festiveClose = "Close";

// Policy strip. The spec describes these without quoting them, so the casing is ours.
export const policyExchangeTitle = "Easy Exchange Policy";
export const policyExchangeText = "Hassle-free exchange";
export const policyReturnTitle = "7 Days Return Policy";
export const policyReturnText = "7 days free return";
export const policySupportTitle = "Best Customer Support";
export const policySupportText = "24/7";

// Collection
export const sortRelevant = "Relevant";
export const sortLowHigh = "Low to High";
export const sortHighLow = "High to Low";

// About
export const aboutOurFocus = "Our Focus";
export const aboutWhyUs = "Why Us";

// Contact and Submit a Query
export const contactHelpHeading = "How Can I Help You?";
export const submitQuery = "Submit a Query";
export const contactLoginFirst = "You need to log in first.";
export const queryLogin = "Please log in first to submit a query.";
export const queryEmpty = "Please enter your query before submitting.";
export const queryFirstMailFailed = "Something went wrong, please try again.";
export const querySecondMailFailed = "Token Generated, but confirmation email failed.";
export const querySuccess = "Token Generated Successfully. Check your email.";
export const queryConfirmation = "Your query has been received. Our team will get back to you soon.";

// Product page
export const addToCartButton = "ADD TO CART";
export const tabDescription = "Description";
export const tabReviews = "Reviews";
export const tabVendorInfo = "Vender Info";
export const seeMore = "See More";
export const writeReview = "Write a Review";
export const keepBrowsing = "Keep Browsing";
export const copyLink = "Copy link"; // described, not quoted, by the spec
export const anonymous = "Anonymous";
export const noComment = "No comment";

// Adding to the cart
export const selectSize = "Select Product Size";
export const selectColor = "Select Product Color";
export const pleaseSelectColor = "Please select a color.";
export const pleaseSelectSize = "Please select a size.";
export const addedToCart = "Added to cart successfully!";
export const itemAddedToCart = "Item added to cart! ✅";
export const addedAfterLogin = "Item added to cart after login ✅";
export const copied = "Copied to clipboard!";

// Reviews
export const reviewInvalid = "Please provide a valid name and rating (1-5).";
export const reviewFailed = "Failed to submit the review.";
export const reviewThrown = "Something went wrong. Please try again later.";
export const reviewNoComment = "No comment provided";
export const reviewCloseConfirm = "Do you really want to close the review? Any unsaved changes will be lost.";

// Cart and checkout
export const proceedToCheckout = "PROCEED TO CHECKOUT";
export const secureTransaction = "100% Secure Transaction";
export const couponInvalid = "Invalid Coupon";
export const placeOrder = "PLACE ORDER";
/** Another shopper's order and no order at all answer alike. */
export const orderNotFound = "Order not found.";
export const paymentNotConfigured = "Online payment is not set up on this store";
/** Why PLACE ORDER is greyed out, said under it. */
export const changeCartLines = "Some items above cannot be ordered as they are. Change them in your cart to place this order.";
export const noPaymentMethod = "This order cannot be paid here: cash on delivery is not available for it, and online payment is not set up.";
export const paymentRefundDue = "This order was canceled before your payment arrived. Your payment is recorded and will be refunded.";

// Session and account
export const sessionExpired = "Session expired or user deleted. Login again.";
export const loggedOut = "Logged out successfully!";
export const continueWithGoogle = "Continue with Google";
export const forgotPassword = "Forgot your password?";
export const loginHere = "Login Here";
export const resendOtp = "Resend OTP";
export const otpSent = "OTP sent to your email.";
export const otpVerified = "OTP verified. Please reset your password.";
export const passwordReset = "Password reset successfully.";
export const otpSendFailed = "Failed to send OTP.";
export const otpVerifyFailed = "Failed to verify OTP.";
export const resetFailed = "Failed to reset password.";
export const genderMale = "Male";
export const genderFemale = "Female";
export const genderOther = "Other";

// Profile
export const noUserData = "No user data found.";
export const cardAdded = "Card added successfully!";
export const cardFailed = "Failed to add card.";
export const addressAdded = "Address added successfully!";
export const addressFailed = "Failed to add address.";
export const logout = "Logout";

// Orders
export const tabProfile = "Profile";
export const tabOrders = "Orders";
export const cancelTitle = "Confirm Cancellation";
export const cancelBody = "Are you sure you want to cancel this order?";
export const cancelKeep = "No, Keep Order";
export const cancelConfirm = "Yes, Cancel Order";

// Partner form
export const partnerTerms = "You must accept the terms to proceed.";
export const partnerAllFields = "Please fill out all fields and accept the terms.";
export const partnerSent = "Email sent successfully! We will contact you soon.";
export const partnerFailed = "Something went wrong. Please try again.";

// Offline store
export const offlineStoreName = "Pune FC Road";
export const offlineStoreHours = "11 AM to 10 PM Mon-Sun";

// Toys
export const chatNoMatch = "Please ask a valid question.";
export const scratchWin = "Congratulations! You have won a reward!";

// Contact, partner form and newsletter: the store's own words where the spec has none
export const queryTooLong = "Your query is too long. Please keep it under 2000 characters.";
export const queryTooMany = "You have sent several queries in the last hour. Please wait a while before sending another.";
export const partnerTooMany = "Too many requests from your network. Please try again in an hour.";
export const newsletterSubscribed = "Thanks for subscribing! Watch your inbox for new drops and offers.";
export const newsletterAlready = "You are already subscribed. Thank you!";
export const newsletterInvalid = "Please enter a valid email address.";
export const newsletterTooMany = "Too many sign-ups from your network. Please try again in a few minutes.";
export const chatWelcome = "Hi! Ask me about orders, payment, shipping, returns, exchanges or offers.";
export const scratchHint = "Scratch the card with your finger, mouse or pen.";
export const scratchReveal = "Reveal my reward";

// India: delivery check and the declarations of a product page (INDIA_MESSAGES below reuses them).
export const indiaPinInvalid = "Enter a valid PIN code.";
export const indiaCheckDelivery = "Check delivery";
export const indiaTaxesInclusive = "inclusive of all taxes";
export const indiaMrpInclusive = `MRP ${indiaTaxesInclusive}`;
export const indiaMadeInIndia = "Made in India";
export const indiaNetQuantity = "1 N";

// Words of the store's own, beyond the spec's.
/** On a product card and page when no size and colour is left. */
export const soldOutLabel = "Sold out";
/** Above the home page shown for an address the store does not have. */
export const pageNotFoundLine = "We couldn't find that page.";

/** The strings above as one object (server and tests; the browser imports the names). */
export const MESSAGES = {
  navHome,
  navMen,
  navWomen,
  navKids,
  navCollection,
  navAbout,
  navContact,
  loggedOutBanner,
  bannerShopNow,
  bannerLogin,
  newsletterSubscribe,
  loading,
  heroShopNow,
  heroContactUs,
  seeAll,
  showcaseHeading,
  trendToTradition,
  festiveClose,
  policyExchangeTitle,
  policyExchangeText,
  policyReturnTitle,
  policyReturnText,
  policySupportTitle,
  policySupportText,
  sortRelevant,
  sortLowHigh,
  sortHighLow,
  aboutOurFocus,
  aboutWhyUs,
  contactHelpHeading,
  submitQuery,
  contactLoginFirst,
  queryLogin,
  queryEmpty,
  queryFirstMailFailed,
  querySecondMailFailed,
  querySuccess,
  queryConfirmation,
  addToCartButton,
  tabDescription,
  tabReviews,
  tabVendorInfo,
  seeMore,
  writeReview,
  keepBrowsing,
  copyLink,
  anonymous,
  noComment,
  selectSize,
  selectColor,
  pleaseSelectColor,
  pleaseSelectSize,
  addedToCart,
  itemAddedToCart,
  addedAfterLogin,
  copied,
  reviewInvalid,
  reviewFailed,
  reviewThrown,
  reviewNoComment,
  reviewCloseConfirm,
  proceedToCheckout,
  secureTransaction,
  couponInvalid,
  placeOrder,
  orderNotFound,
  paymentNotConfigured,
  changeCartLines,
  noPaymentMethod,
  paymentRefundDue,
  sessionExpired,
  loggedOut,
  continueWithGoogle,
  forgotPassword,
  loginHere,
  resendOtp,
  otpSent,
  otpVerified,
  passwordReset,
  otpSendFailed,
  otpVerifyFailed,
  resetFailed,
  genderMale,
  genderFemale,
  genderOther,
  noUserData,
  cardAdded,
  cardFailed,
  addressAdded,
  addressFailed,
  logout,
  tabProfile,
  tabOrders,
  cancelTitle,
  cancelBody,
  cancelKeep,
  cancelConfirm,
  partnerTerms,
  partnerAllFields,
  partnerSent,
  partnerFailed,
  offlineStoreName,
  offlineStoreHours,
  chatNoMatch,
  scratchWin,
  queryTooLong,
  queryTooMany,
  partnerTooMany,
  newsletterSubscribed,
  newsletterAlready,
  newsletterInvalid,
  newsletterTooMany,
  chatWelcome,
  scratchHint,
  scratchReveal,
  indiaPinInvalid,
  indiaCheckDelivery,
  indiaMrpInclusive,
  indiaTaxesInclusive,
  indiaMadeInIndia,
  indiaNetQuantity,
  soldOutLabel,
  pageNotFoundLine,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Logged only, never shown (§8). */
export const productNotFoundLog = (id: string) => `Product with ID ${id} not found.`;

export const POLICY_STRIP = [
  { title: policyExchangeTitle, text: policyExchangeText },
  { title: policyReturnTitle, text: policyReturnText },
  { title: policySupportTitle, text: policySupportText },
] as const;

export const SORT_LABELS = {
  relevant: sortRelevant,
  "low-high": sortLowHigh,
  "high-low": sortHighLow,
} as const;

export const FAQ_CATEGORIES = [
  "Orders & Payment",
  "Shipping & Tracking",
  "Exclusive Membership",
  "Returns Exchange & Refund",
  "Offers & Combos",
  "Sale Terms and Conditions",
] as const;

export const RETURN_PAGE_SECTIONS = ["Refund", "Exchange", "Return & Exchange", "Cancellation", "Sale Items", "Contact Us"] as const;

/** Described, not quoted, by the spec; the casing is ours. */
export const ABOUT_SERVICES = ["Graphic Design", "Printing", "Print-on-Demand for Online Stores", "Branding and White-Label Printing"] as const;

export const PARTNER_TOPICS = ["Become a Partner", "Inquiry", "POD and Bulk Order"] as const;

export const GENDERS = [genderMale, genderFemale, genderOther] as const;

export const PRODUCT_TABS = [tabDescription, tabReviews, tabVendorInfo] as const;

export const CONTACT_SOCIALS = ["LinkedIn", "Instagram", "X", "WhatsApp", "YouTube", "Facebook"] as const;

export const SHARE_TARGETS = ["Facebook", "Instagram", "X", "WhatsApp", "Telegram"] as const;

/** Why a Google sign-in did not finish, by the `error` code the return puts on /login. */
export const GOOGLE_SIGN_IN_ERRORS = {
  "google-off": "Google sign-in is not set up on this store.",
  "google-failed": "Google sign-in did not complete. Please try again.",
  "google-unverified": "Google has not verified this email, so it cannot be linked to the existing account. Log in with your password.",
  "google-linked": "This email is already linked to another Google account. Sign in with that Google account or with your password.",
  "google-expired": "This sign-in link has expired. Please sign in again.",
  "google-other-browser": "This sign-in was started in another browser. Please sign in with Google here.",
} as const;

/** India-first checkout: PIN codes, delivery, COD, GST invoices and the declarations the law asks for. */
/** The shopper's email address, proven by a link mailed to it. */
export const VERIFY_MESSAGES = {
  verified: "Email verified",
  unverified: "Email not verified",
  resend: "Resend",
  linkSent: "We have mailed you a new link. It works once, for 24 hours.",
  done: "Your email address is verified.",
  alreadyVerified: "Your email address is already verified.",
  invalidLink: "This link is invalid or has expired. Ask for a new one from your profile.",
  hint: "Until you open the link we mailed you, our mails to this address carry no names or messages.",
} as const;

/** The Confirm and Cancel links of a cash-on-delivery order, and the pages they open. */
export const COD_CONFIRM_MESSAGES = {
  confirmTitle: "Confirm your order",
  cancelTitle: "Cancel your order",
  checking: "Checking your link…",
  confirmed: (n: string) => `Thank you: order #${n} is confirmed, and so is your email address. We will send it on its way.`,
  cancelQuestion: "Cancel this cash-on-delivery order? Its items go back on sale, and you pay nothing.",
  canceled: (n: string) => `Order #${n} is canceled, and its items are back on sale. You have not paid anything for it.`,
  invalidLink: "This link is not valid, so nothing was changed. Please open the link from your order's mail, or see your orders.",
  expiredLink: (n: string) => `This link for order #${n} has expired, so nothing was changed. Please see your orders, or contact us.`,
  alreadyConfirmed: (n: string) => `Order #${n} is already confirmed, so nothing was changed.`,
  alreadyCanceled: (n: string) => `Order #${n} is canceled, so nothing was changed. To order again, add the items to your cart.`,
  tooLate: (n: string) => `Order #${n} has already shipped, so nothing was changed. Please contact us about it.`,
} as const;

/** A failed delivery's answer (decision 235): the shopper's mailed link and the console's queue. */
export const DELIVERY_ANSWER_MESSAGES = {
  title: "Your delivery",
  checking: "Checking your link…",
  invalidLink: "This link is not valid, so nothing was changed. Please open the link from your order's mail, or see your orders.",
  expiredLink: (n: string) => `This link for order #${n} has expired, so nothing was changed. The courier will contact you, or you can contact us.`,
  alreadyAnswered: (n: string) => `The failed delivery of order #${n} has already been answered, so nothing was changed.`,
  noFailure: "No failed delivery has this id.",
  dayOutOfRange: (days: string[]) => `Choose a day from ${days[0]} to ${days.at(-1)}.`,
  reattemptAsked: (n: string, day: string) => `The courier is asked to deliver order #${n} again on ${day}.`,
  returnAsked: (n: string) => `The courier is asked to bring order #${n} back.`,
  shopperReattempt: (n: string, day: string) => `Thank you: the courier will try to deliver order #${n} again on ${day}.`,
  shopperCanceled: (n: string) => `Order #${n} will not be delivered: the courier brings it back to us, and you pay nothing.`,
  cancelQuestion: "Or, if you no longer want the order:",
} as const;

export const INDIA_MESSAGES = {
  pinInvalid: indiaPinInvalid,
  checkDelivery: indiaCheckDelivery,
  deliveryBy: (dateLabel: string) => `Delivery by ${dateLabel}`,
  pinStateMismatch: (state: string) => `This PIN code is in ${state}. Please choose ${state} as the state.`,
  codNotInZone: "Cash on delivery is not available for this PIN code.",
  noPaymentForPin: "Orders to this PIN code cannot be paid here: cash on delivery does not reach it, and online payment is not set up.",
  codOverCap: (maxRupees: string) => `Cash on delivery is available for orders up to ${maxRupees}.`,
  codNeedsPin: "Enter your PIN code to see whether cash on delivery is available.",
  codFeeLine: "Cash on delivery fee",
  downloadInvoice: "Download invoice",
  downloadCreditNote: "Download credit note",
  invoiceNotReady: "The invoice is issued once the order is confirmed.",
  mrpInclusive: indiaMrpInclusive,
  madeInIndia: indiaMadeInIndia,
  netQuantity: indiaNetQuantity,
  grievanceTicket: (ticket: string) => `Your complaint is registered. Ticket number: ${ticket}. We will acknowledge it within 48 hours.`,
} as const;

/** The checkout's consent to "Recently bought" (decision 125); unticked unless the shopper ticks it. */
export const SHARE_PURCHASE_LABEL = 'Show my first name and city with this purchase in "Recently bought"';

/** Limits that keep one shopper from holding stock others could buy (decision 123). */
export const HOLD_MESSAGES = {
  ordersPerAccount: (limit: number) => `This account has placed ${limit} orders in the last hour, the most an account can. Please try again later.`,
  ordersPerAddress: (limit: number) => `Your network has tried to place ${limit} orders in the last hour, the most it can. Please try again later.`,
  openCodOrders: (limit: number) =>
    `An account can have at most ${limit} cash-on-delivery orders not yet delivered. Please pay online, or wait until one arrives.`,
  unconfirmedCodPerAddress: (limit: number) =>
    `${limit} cash-on-delivery orders placed from your network are waiting to be confirmed, the most it can have. Please confirm them from their mails, or pay online.`,
  unitsOnHold: (limit: number, held: number) =>
    `An account can hold at most ${limit} items in orders not yet paid or delivered, and ${held} are held already. Please lower the quantity, pay for an open order, or wait until one arrives.`,
} as const;

/** What an overloaded store answers (503 with Retry-After): nothing was done, and trying again is safe. */
export const LOAD_MESSAGES = {
  busy: "The store is very busy right now. Please try again in a few seconds.",
  ordersQueued: "Many orders are being placed right now. Please try again in a few seconds.",
} as const;

/** The drop waiting room's words (decision 270): a place in line, never a countdown. */
export const WAITING_ROOM_MESSAGES = {
  entered: "Many shoppers are checking out at once: you are in line.",
  title: "You're in line",
  place: (n: number) => (n === 1 ? "You are next." : `You are number ${n} in line.`),
  fair: "Orders are placed in the order shoppers asked. This page moves on by itself when it is your turn: please keep it open.",
  lost: "This place in line is not known any more. Please place your order again.",
} as const;

/** Why the store sent a shopper to /login, shown above the form; the shopper returns there after. */
export const LOGIN_REASONS = {
  checkout: "Log in to check out",
  cart: "Log in to add this to your cart",
  orders: "Log in to see your orders",
  profile: "Log in to see your profile",
} as const;
export type LoginReason = keyof typeof LOGIN_REASONS;

/** The shopper's account pages: orders and saved addresses. */
export const ACCOUNT_MESSAGES = {
  orderCanceled: (number: string) => `Order #${number} is canceled.`,
  myOrders: "My orders",
  addressAlreadySaved: (line: string) => `This address is already saved: ${line}.`,
} as const;

/** Limits a guesser meets; each names what was limited and when to try again. */
export const GUARD_MESSAGES = {
  couponTries: (minutes: number) => `Too many coupon codes tried. Please try again in ${minutes} minutes.`,
  invoiceDownloads: (limit: number, minutes: number) =>
    `This account has downloaded ${limit} invoices in ${minutes} minutes, the most it can. Please try again in a few minutes.`,
} as const;

/** Back-in-stock signups, their mails and links (decision 261). */
export const STOCK_ALERT_MESSAGES = {
  notifyMe: "Notify me",
  offer: (label: string) => `${label} is sold out. We can mail you once when it is back.`,
  signedUp: "Done: we will mail you once when it is back in stock.",
  signedUpUnverified: "Done. Verify your email address (see the mail we sent at sign-up) to get the back-in-stock mail.",
  confirmSent: (email: string) => `We sent a link to ${email}. Open it to confirm, and we will mail you once when it is back in stock.`,
  alreadyWaiting: "You are already on the list: we will mail you once when it is back in stock.",
  inStock: "This size and colour is in stock: add it to your cart instead.",
  unknownVariant: "This product does not come in that size and colour.",
  emailRequired: "Enter your email address, or log in.",
  emailInvalid: "Enter a valid email address.",
  confirmTitle: "Back-in-stock alert",
  confirmed: "Confirmed: we will mail you once when it is back in stock.",
  alreadyConfirmed: "This alert was already confirmed: we will mail you once when it is back in stock.",
  invalidLink: "This link is not valid. Nothing was changed.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribed: "You are unsubscribed: we will not mail you about this product again.",
  alreadyUnsubscribed: "This link was already used: you are unsubscribed, and nothing was changed.",
  checking: "Checking your link…",
} as const;
