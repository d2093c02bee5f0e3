export * from "./bookings";
export * from "./contacts";
export * from "./notifications";
export * from "./properties";
export * from "./users";
