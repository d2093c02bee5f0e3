export * from "./bookings";
export * from "./notifications";
export * from "./properties";
export * from "./users";
