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
