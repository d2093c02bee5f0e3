/** The spec's 5-column gallery grid, narrowing on smaller screens; pages appended below line up with it. */
export const GALLERY_GRID_CLASS = "mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5";
