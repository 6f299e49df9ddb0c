/** IAM-style pattern match: `*` matches any run of characters, `?` exactly one. Case-sensitive, like MinIO. */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === text[t])) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      starP = p;
      starT = t;
      p += 1;
    } else if (starP !== -1) {
      p = starP + 1;
      starT += 1;
      t = starT;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** IAM action names compare case-insensitively ("s3:getobject" is "s3:GetObject"). */
export function actionMatch(pattern: string, action: string): boolean {
  return wildcardMatch(pattern.toLowerCase(), action.toLowerCase());
}

/** The places in `pattern` a match can have reached once all of `text` is read (`*` runs ahead). */
function placesAfter(pattern: string, text: string): Set<number> {
  const withStars = (places: Iterable<number>) => {
    const all = new Set<number>();
    for (let place of places) {
      all.add(place);
      while (pattern[place] === '*') all.add((place += 1));
    }
    return all;
  };
  let places = withStars([0]);
  for (const char of text) {
    const next: number[] = [];
    for (const place of places) {
      if (pattern[place] === '*') next.push(place);
      else if (pattern[place] === '?' || pattern[place] === char) next.push(place + 1);
    }
    if (next.length === 0) return new Set();
    places = withStars(next);
  }
  return places;
}

/** Does the pattern match at least one text that starts with `start`? */
export function matchesSomeTextFrom(pattern: string, start: string): boolean {
  return placesAfter(pattern, start).size > 0;
}

/** Does the pattern match every text that starts with `start` (the rest of the pattern is all `*`)? */
export function matchesEveryTextFrom(pattern: string, start: string): boolean {
  for (const place of placesAfter(pattern, start))
    if (place < pattern.length && /^\*+$/.test(pattern.slice(place))) return true;
  return false;
}
