/**
 * A type replaced with PUT at one site (Shelves) and updated with PATCH at others (Racks, Front),
 * whose PUT body requires a field (Width): the model of the PATCH body's tests. No service section:
 * the helpers that build it add their own.
 */
export const PUT_AND_PATCH_YAML = `entityTypes:
  Shelf:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Width: { type: Int32, nullable: false }
      Label: String
entitySets:
  Shelves: { type: Shelf }
  Racks: { type: Shelf, updateMethod: PATCH }
singletons:
  Front: { type: Shelf, updateMethod: PATCH }
`;
