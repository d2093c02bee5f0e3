import { describe, expect, it } from "vitest";
import { listingJsonLd, publicPhotoUrl, serializeJsonLd } from "@/lib/seo/listing-json-ld";

const property = {
  slug: "oak-street-abc",
  fullAddress: "12 Oak St, Unit 4, Oakland, CA 94612",
  addressLine1: "12 Oak St",
  unitNumber: "Unit 4",
  city: "Oakland",
  state: "CA",
  zipCode: "94612",
  propertyPhoto: null,
  isDemo: false,
};
const appUrl = "https://showbook.example";

describe("[seo] listing JSON-LD", () => {
  it("describes the place by postal address and offers the showing at the booking fee", () => {
    const data = listingJsonLd(property, appUrl);
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://showbook.example/property/share/oak-street-abc",
      about: {
        address: {
          "@type": "PostalAddress",
          streetAddress: "12 Oak St Unit 4",
          addressLocality: "Oakland",
          addressRegion: "CA",
          postalCode: "94612",
          addressCountry: "US",
        },
      },
      offers: { "@type": "Offer", price: "10.00", priceCurrency: "USD", url: "https://showbook.example/book/oak-street-abc" },
    });
    expect(data).not.toHaveProperty("image");
  });

  it("offers a demo listing at the demo fee", () => {
    expect(listingJsonLd({ ...property, isDemo: true }, appUrl).offers.price).toBe("1.00");
  });

  it("links only photos a crawler can fetch", () => {
    expect(publicPhotoUrl("/files/photo.jpg", appUrl)).toBe("https://showbook.example/files/photo.jpg");
    expect(publicPhotoUrl("https://cdn.example/p.jpg", appUrl)).toBe("https://cdn.example/p.jpg");
    expect(publicPhotoUrl("http://cdn.example/p.jpg", appUrl)).toBeNull();
    expect(publicPhotoUrl("//evil.example/p.jpg", appUrl)).toBeNull();
    expect(publicPhotoUrl("javascript:alert(1)", appUrl)).toBeNull();
    expect(listingJsonLd({ ...property, propertyPhoto: "/files/photo.jpg" }, appUrl).image).toBe("https://showbook.example/files/photo.jpg");
  });

  it("cannot close its script element", () => {
    const text = serializeJsonLd(listingJsonLd({ ...property, fullAddress: "</script><script>alert(1)</script>" }, appUrl));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("Showings at </script><script>alert(1)</script>");
  });
});
