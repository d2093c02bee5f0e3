export * from "./bookings";
export * from "./properties";
export * from "./users";
