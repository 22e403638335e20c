/**
 * Every user-facing string of the spec (§2, §4, §5, §8), named once. Copied to the letter,
 * including the spec's own spellings ("Vender Info", "India.At"): tests and users rely on them.
 */
export const MESSAGES = {
  // Shell
  navHome: "Home",
  navMen: "Men",
  navWomen: "Women",
  navKids: "Kids",
  navCollection: "Collection",
  navAbout: "About Us",
  navContact: "Contact Us",
  loggedOutBanner: "Free shipping all over India.At min order of ₹500 and above",
  bannerShopNow: "Shop now",
  bannerLogin: "Login",
  newsletterSubscribe: "Subscribe",
  loading: "Loading...",

  // Home
  heroShopNow: "Shop Now",
  heroContactUs: "Contact Us",
  seeAll: "See All",
  showcaseHeading: "OVERSIZED T-SHIRTS",
  trendToTradition: "Trend To Tradition",
  festiveClose: "Close",

  // Policy strip. The spec describes these without quoting them, so the casing is ours.
  policyExchangeTitle: "Easy Exchange Policy",
  policyExchangeText: "Hassle-free exchange",
  policyReturnTitle: "7 Days Return Policy",
  policyReturnText: "7 days free return",
  policySupportTitle: "Best Customer Support",
  policySupportText: "24/7",

  // Collection
  sortRelevant: "Relevant",
  sortLowHigh: "Low to High",
  sortHighLow: "High to Low",

  // About
  aboutOurFocus: "Our Focus",
  aboutWhyUs: "Why Us",

  // Contact and Submit a Query
  contactHelpHeading: "How Can I Help You?",
  submitQuery: "Submit a Query",
  contactLoginFirst: "You need to log in first.",
  queryLogin: "Please log in first to submit a query.",
  queryEmpty: "Please enter your query before submitting.",
  queryFirstMailFailed: "Something went wrong, please try again.",
  querySecondMailFailed: "Token Generated, but confirmation email failed.",
  querySuccess: "Token Generated Successfully. Check your email.",
  queryConfirmation: "Your query has been received. Our team will get back to you soon.",

  // Product page
  addToCartButton: "ADD TO CART",
  tabDescription: "Description",
  tabReviews: "Reviews",
  tabVendorInfo: "Vender Info",
  seeMore: "See More",
  writeReview: "Write a Review",
  keepBrowsing: "Keep Browsing",
  copyLink: "Copy link", // described, not quoted, by the spec
  anonymous: "Anonymous",
  noComment: "No comment",

  // Adding to the cart
  selectSize: "Select Product Size",
  selectColor: "Select Product Color",
  pleaseSelectColor: "Please select a color.",
  pleaseSelectSize: "Please select a size.",
  addedToCart: "Added to cart successfully!",
  itemAddedToCart: "Item added to cart! ✅",
  addedAfterLogin: "Item added to cart after login ✅",
  copied: "Copied to clipboard!",

  // Reviews
  reviewInvalid: "Please provide a valid name and rating (1-5).",
  reviewFailed: "Failed to submit the review.",
  reviewThrown: "Something went wrong. Please try again later.",
  reviewNoComment: "No comment provided",
  reviewCloseConfirm: "Do you really want to close the review? Any unsaved changes will be lost.",

  // Cart and checkout
  proceedToCheckout: "PROCEED TO CHECKOUT",
  secureTransaction: "100% Secure Transaction",
  couponInvalid: "Invalid Coupon",
  placeOrder: "PLACE ORDER",
  /** Another shopper's order and no order at all answer alike. */
  orderNotFound: "Order not found.",
  paymentNotConfigured: "Online payment is not set up on this store",
  paymentRefundDue: "This order was canceled before your payment arrived. Your payment is recorded and will be refunded.",

  // Session and account
  sessionExpired: "Session expired or user deleted. Login again.",
  loggedOut: "Logged out successfully!",
  continueWithGoogle: "Continue with Google",
  forgotPassword: "Forgot your password?",
  loginHere: "Login Here",
  resendOtp: "Resend OTP",
  otpSent: "OTP sent to your email.",
  otpVerified: "OTP verified. Please reset your password.",
  passwordReset: "Password reset successfully.",
  otpSendFailed: "Failed to send OTP.",
  otpVerifyFailed: "Failed to verify OTP.",
  resetFailed: "Failed to reset password.",
  genderMale: "Male",
  genderFemale: "Female",
  genderOther: "Other",

  // Profile
  noUserData: "No user data found.",
  cardAdded: "Card added successfully!",
  cardFailed: "Failed to add card.",
  addressAdded: "Address added successfully!",
  addressFailed: "Failed to add address.",
  logout: "Logout",

  // Orders
  tabProfile: "Profile",
  tabOrders: "Orders",
  cancelTitle: "Confirm Cancellation",
  cancelBody: "Are you sure you want to cancel this order?",
  cancelKeep: "No, Keep Order",
  cancelConfirm: "Yes, Cancel Order",

  // Partner form
  partnerTerms: "You must accept the terms to proceed.",
  partnerAllFields: "Please fill out all fields and accept the terms.",
  partnerSent: "Email sent successfully! We will contact you soon.",
  partnerFailed: "Something went wrong. Please try again.",

  // Offline store
  offlineStoreName: "Pune FC Road",
  offlineStoreHours: "11 AM to 10 PM Mon-Sun",

  // Toys
  chatNoMatch: "Please ask a valid question.",
  scratchWin: "Congratulations! You have won a reward!",

  // Contact, partner form and newsletter: the store's own words where the spec has none
  queryTooLong: "Your query is too long. Please keep it under 2000 characters.",
  queryTooMany: "You have sent several queries in the last hour. Please wait a while before sending another.",
  partnerTooMany: "Too many requests from your network. Please try again in an hour.",
  newsletterSubscribed: "Thanks for subscribing! Watch your inbox for new drops and offers.",
  newsletterAlready: "You are already subscribed. Thank you!",
  newsletterInvalid: "Please enter a valid email address.",
  newsletterTooMany: "Too many sign-ups from your network. Please try again in a few minutes.",
  chatWelcome: "Hi! Ask me about orders, payment, shipping, returns, exchanges or offers.",
  scratchHint: "Scratch the card with your finger, mouse or pen.",
  scratchReveal: "Reveal my reward",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Logged only, never shown (§8). */
export const productNotFoundLog = (id: string) => `Product with ID ${id} not found.`;

export const POLICY_STRIP = [
  { title: MESSAGES.policyExchangeTitle, text: MESSAGES.policyExchangeText },
  { title: MESSAGES.policyReturnTitle, text: MESSAGES.policyReturnText },
  { title: MESSAGES.policySupportTitle, text: MESSAGES.policySupportText },
] as const;

export const SORT_LABELS = {
  relevant: MESSAGES.sortRelevant,
  "low-high": MESSAGES.sortLowHigh,
  "high-low": MESSAGES.sortHighLow,
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

export const GENDERS = [MESSAGES.genderMale, MESSAGES.genderFemale, MESSAGES.genderOther] as const;

export const PRODUCT_TABS = [MESSAGES.tabDescription, MESSAGES.tabReviews, MESSAGES.tabVendorInfo] as const;

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

export const INDIA_MESSAGES = {
  pinInvalid: "Enter a valid PIN code.",
  checkDelivery: "Check delivery",
  deliveryBy: (dateLabel: string) => `Delivery by ${dateLabel}`,
  pinStateMismatch: (state: string) => `This PIN code is in ${state}. Please choose ${state} as the state.`,
  codNotInZone: "Cash on delivery is not available for this PIN code.",
  codOverCap: (maxRupees: string) => `Cash on delivery is available for orders up to ${maxRupees}.`,
  codNeedsPin: "Enter your PIN code to see whether cash on delivery is available.",
  codFeeLine: "Cash on delivery fee",
  downloadInvoice: "Download invoice",
  invoiceNotReady: "The invoice is issued once the order is confirmed.",
  mrpInclusive: "MRP inclusive of all taxes",
  madeInIndia: "Made in India",
  netQuantity: "1 N",
  grievanceTicket: (ticket: string) => `Your complaint is registered. Ticket number: ${ticket}. We will acknowledge it within 48 hours.`,
} as const;

/** The checkout's consent to "Recently bought" (decision 125); unticked unless the shopper ticks it. */
export const SHARE_PURCHASE_LABEL = 'Show my first name and city with this purchase in "Recently bought"';

/** Limits that keep one shopper from holding stock others could buy (decision 123). */
export const HOLD_MESSAGES = {
  ordersPerAccount: (limit: number) => `This account has placed ${limit} orders in the last hour, the most an account can. Please try again later.`,
  ordersPerAddress: (limit: number) =>
    `${limit} orders have been placed from your network in the last hour, the most it can. Please try again later.`,
  openCodOrders: (limit: number) =>
    `An account can have at most ${limit} cash-on-delivery orders not yet delivered. Please pay online, or wait until one arrives.`,
  unitsOnHold: (limit: number, held: number) =>
    `An account can hold at most ${limit} items in orders not yet paid or delivered, and ${held} are held already. Please lower the quantity, pay for an open order, or wait until one arrives.`,
} as const;

/** What an overloaded store answers (503 with Retry-After): nothing was done, and trying again is safe. */
export const LOAD_MESSAGES = {
  busy: "The store is very busy right now. Please try again in a few seconds.",
  ordersQueued: "Many orders are being placed right now. Please try again in a few seconds.",
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
