export type FlockOptionTexts = Record<'status' | 'type' | 'breed', Record<string, string>>;

/** The words for a flock's status, type and breed (breed names stay as they are, but 'other'). */
export const flockOptionsEn: FlockOptionTexts = {
  status: { active: 'Active', closed: 'Closed' },
  type: { broiler: 'Broiler', layer: 'Layer', breeder: 'Breeder' },
  breed: { other: 'Other' },
};
