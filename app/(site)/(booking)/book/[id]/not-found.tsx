import { PropertyNotFound } from "@/components/booking/property-not-found";

export default function BookNotFound() {
  return <PropertyNotFound />;
}
