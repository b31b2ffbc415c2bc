/**
 * How a list card's image loads, by the card's place in the list. The first row is in view when the
 * page paints (on phones, the first card), and its image is often the page's largest element: lazy
 * loading would hold it back until layout, so the first row loads eagerly and the very first image
 * is fetched ahead of other images. The rest stay lazy, with their size set.
 */
export const eagerCardCount = 3;

export interface ListImageLoading {
  loading: "eager" | "lazy";
  fetchPriority?: "high";
}

/** An image further down a list, or outside one. */
export const lazyListImage: ListImageLoading = { loading: "lazy" };

export function listImageLoading(index: number): ListImageLoading {
  if (index === 0) return { loading: "eager", fetchPriority: "high" };
  return index < eagerCardCount ? { loading: "eager" } : lazyListImage;
}
