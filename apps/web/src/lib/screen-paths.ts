/** The detail route of a user; the name may contain slashes, so it is the splat of /users/*. */
export function userPath(name: string): string {
  return `/users/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** The detail route of a policy (also the splat of /policies/*). */
export function policyPath(name: string): string {
  return `/policies/${encodeURIComponent(name)}`;
}
