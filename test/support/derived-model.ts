import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/**
 * A model whose sets, singletons, relationships and complex fields hold records and values of
 * derived types: a concrete base with derived types two levels deep (Person, Employee, Manager),
 * an abstract base whose records are always of a derived type (Vehicle: Car, Truck), a set of a
 * derived type itself (Managers), a singleton updated with a derived type's body (Boss), records
 * created through a relationship (Friends), records replaced with PUT in one set (People) and
 * updated with PATCH in another (Staff), and complex values of derived types in fields, in a
 * collection and in an action's parameter (Location: AirportLocation, EventLocation).
 */
export function derivedModelYaml(odataVersion: "4.0" | "4.01" = "4.0"): string {
  return `
service:
  name: Derived
  namespace: Derived.Service
  alias: D
  title: Derived types
  version: "1.0.0"
  odataVersion: "${odataVersion}"
  basePath: /odata
  updateMethod: PUT
complexTypes:
  Location:
    fields:
      City: { type: String, nullable: false, maxLength: 40 }
  AirportLocation:
    base: Location
    fields:
      Code: { type: String, nullable: false, maxLength: 3 }
  EventLocation:
    base: Location
    fields:
      Building: String
entityTypes:
  Person:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: { type: String, nullable: false }
      Home: Location
      Visited: { type: Location, collection: true, nullable: false }
    relationships:
      Friends: { target: Person, cardinality: "N:N" }
  Employee:
    base: Person
    fields:
      Cost: { type: Decimal, precision: 10, scale: 2 }
  Manager:
    base: Employee
    fields:
      Budget: { type: Int32, nullable: false }
    relationships:
      Reports: { target: Employee, cardinality: "1:N" }
  Vehicle:
    abstract: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, computed: true }
      Wheels: Int32
  Car:
    base: Vehicle
    fields:
      Seats: { type: Int32, nullable: false }
  Truck:
    base: Vehicle
    fields:
      Load: Double
entitySets:
  People: { type: Person, createRelated: [Friends] }
  Staff: { type: Person, operations: [list, get, update], updateMethod: PATCH }
  Managers: { type: Manager }
  Vehicles: { type: Vehicle, operations: [list, get, create, update], updateMethod: PATCH }
singletons:
  Boss: { type: Employee, updateMethod: PATCH }
actions:
  Relocate:
    bound: true
    parameters:
      person: { type: Person, nullable: false }
      to: { type: Location, nullable: false }
`;
}

/** The model of `derivedModelYaml`, built (it has no errors or warnings). */
export function derivedModel(odataVersion: "4.0" | "4.01" = "4.0"): Model {
  const built = loadModelFromTexts([{ file: "metadata/model.yaml", text: derivedModelYaml(odataVersion) }]);
  if (!built.model || built.diagnostics.length > 0) throw new Error(`derived model: ${built.diagnostics.map((d) => d.message).join("; ")}`);
  return built.model;
}
