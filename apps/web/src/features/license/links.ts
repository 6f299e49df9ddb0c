/** The full text of the GNU Affero General Public License v3.0, as the Free Software Foundation keeps it. */
export const agplTextUrl = 'https://www.gnu.org/licenses/agpl-3.0.html';

/** MinIO's policies on license compliance and on the use of its name and logo. */
export const policyLinks = [
  { label: 'Compliance policy', href: 'https://min.io/compliance' },
  { label: 'Trademark policy', href: 'https://min.io/logo' },
] as const;
