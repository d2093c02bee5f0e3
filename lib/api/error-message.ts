/** What to show for a failed call: the route's message carried by an ApiError, or a generic one. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Request failed");
