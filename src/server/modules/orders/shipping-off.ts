/** What every courier call answers while Shiprocket is not set up (decision 234). */
export const SHIPPING_OFF = "Shipping with Shiprocket is not set up: enter the courier and tracking number by hand.";
