/** Which Summary modal is open. */
export type SummaryEditing = 'access' | 'encryption' | 'versioning' | 'quota' | 'retention';

export type SummaryCardProps = { bucketName: string; onEdit: (item: SummaryEditing) => void };
