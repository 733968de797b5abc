// The town the admin's browser test adds and the content staff's guide shows being added (content/guide/), written
// as a person adding it should: only well-known, checkable facts (Whitstable is in the City of Canterbury
// district, whose council's id in content/councils.yaml is canterbury-city; postcode district CT5).
export const WHITSTABLE = {
  name: 'Whitstable',
  slug: 'whitstable',
  council: 'canterbury-city',
  postcodes: ['CT5'],
  location: { latitude: 51.3607, longitude: 1.0259 },
  intro: [
    'Whitstable is a seaside town on the north Kent coast, between Herne Bay to the east and Faversham to the west, in the City of Canterbury district. Its postcode district, CT5, also takes in Tankerton, Chestfield, Swalecliffe and Seasalter.',
    "Homes range from Victorian terraces and former fishermen's cottages in the narrow streets near the harbour to seafront flats, bungalows and newer estates further inland. Parking by the door can be hard in the older streets, so we plan short, steady trips and agree every step with the person at home first.",
  ],
};

/** Whitstable's council as the admin's Council list shows it (its name in content/councils.yaml). */
export const WHITSTABLE_COUNCIL = 'Canterbury City Council';
