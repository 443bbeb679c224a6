import type { PersonIdentity } from "@/domain/patients/duplicate-rules";
import type { DuplicateReason } from "@/schemas/patient";

export type DuplicateCase = [label: string, existing: PersonIdentity, probe: PersonIdentity, reasons: DuplicateReason[]];

export const born = "1984-03-12";

/**
 * The same people registered a second time, as a front desk in Morocco meets them, and people
 * who must not be taken for one another (twins, homonyms, relatives sharing a phone line).
 */
export const duplicateCases: DuplicateCase[] = [
  // Same person, another spelling, same birth date.
  ["Mohamed / Mohammed", { nom: "Benali", prenom: "Mohamed", dateNaissance: born }, { nom: "Benali", prenom: "Mohammed", dateNaissance: born }, ["nom-date-naissance"]],
  ["Muhammad, upper case", { nom: "Tazi", prenom: "Mohamed", dateNaissance: born }, { nom: "TAZI", prenom: "MUHAMMAD", dateNaissance: born }, ["nom-date-naissance"]],
  ["Mohammad, accents on the last name", { nom: "Chraïbi", prenom: "Mohammad", dateNaissance: born }, { nom: "Chraibi", prenom: "Mohamed", dateNaissance: born }, ["nom-date-naissance"]],
  ["El / Al", { nom: "El Amrani", prenom: "Salma", dateNaissance: born }, { nom: "Al-Amrani", prenom: "Salma", dateNaissance: born }, ["nom-date-naissance"]],
  ["El glued", { nom: "El Fassi", prenom: "Karim", dateNaissance: born }, { nom: "Elfassi", prenom: "Kareem", dateNaissance: born }, ["nom-date-naissance"]],
  ["Ben / Bin", { nom: "Ben Jelloun", prenom: "Omar", dateNaissance: born }, { nom: "Binjelloun", prenom: "Oumar", dateNaissance: born }, ["nom-date-naissance"]],
  ["Ou / W", { nom: "Ouazzani", prenom: "Oussama", dateNaissance: born }, { nom: "Wazzani", prenom: "Usama", dateNaissance: born }, ["nom-date-naissance"]],
  ["Youssef / Yusuf", { nom: "Lahlou", prenom: "Youssef", dateNaissance: born }, { nom: "Lahlou", prenom: "Yusuf", dateNaissance: born }, ["nom-date-naissance"]],
  ["Khadija / Khadidja, Aït", { nom: "Aït Oufella", prenom: "Khadija", dateNaissance: born }, { nom: "Ait-Oufella", prenom: "Khadidja", dateNaissance: born }, ["nom-date-naissance"]],
  ["Fatima Ezzahra / Fatima-Zahra", { nom: "Berrada", prenom: "Fatima Ezzahra", dateNaissance: born }, { nom: "Berada", prenom: "Fatima-Zahra", dateNaissance: born }, ["nom-date-naissance"]],
  ["Noureddine / Nour-Eddine", { nom: "Idrissi", prenom: "Noureddine", dateNaissance: born }, { nom: "Idrissi", prenom: "Nour-Eddine", dateNaissance: born }, ["nom-date-naissance"]],
  ["names in swapped fields", { nom: "Bennani", prenom: "Zineb", dateNaissance: born }, { nom: "Zaynab", prenom: "Bennani", dateNaissance: born }, ["nom-date-naissance"]],
  ["French: accents and hyphen", { nom: "Lefèvre", prenom: "Jean-François", dateNaissance: born }, { nom: "LEFEVRE", prenom: "Jean François", dateNaissance: born }, ["nom-date-naissance"]],
  ["French: particle glued", { nom: "De La Fontaine", prenom: "Hélène", dateNaissance: born }, { nom: "Delafontaine", prenom: "Helene", dateNaissance: born }, ["nom-date-naissance"]],
  // Same phone, however written.
  ["same phone, national and international", { nom: "Alaoui", prenom: "Hamza", dateNaissance: born, telephone: "06 12 34 56 78" }, { nom: "Alaoui", prenom: "Hamza", dateNaissance: "1990-01-01", telephone: "+212 6 12 34 56 78" }, ["telephone"]],
  ["same phone and same person", { nom: "Mansouri", prenom: "Aicha", dateNaissance: born, telephone: "0612345678" }, { nom: "Mansouri", prenom: "Aisha", dateNaissance: born, telephone: "00212612345678" }, ["telephone", "nom-date-naissance"]],
  ["a relative sharing the line is still shown", { nom: "Mansouri", prenom: "Aicha", dateNaissance: born, telephone: "0612345678" }, { nom: "Mansouri", prenom: "Ilyas", dateNaissance: "2015-06-01", telephone: "06.12.34.56.78" }, ["telephone"]],
  // An appointment request has no birth date: the name alone is a reason.
  ["request without birth date", { nom: "El Ouafi", prenom: "Mustapha", dateNaissance: born }, { nom: "Elouafi", prenom: "Mostafa" }, ["nom"]],
  // Not the same person.
  ["same name, another birth date", { nom: "Benali", prenom: "Mohamed", dateNaissance: born }, { nom: "Benali", prenom: "Mohammed", dateNaissance: "1985-03-12" }, []],
  ["twins: Jean and Jeanne", { nom: "Martin", prenom: "Jean", dateNaissance: born }, { nom: "Martin", prenom: "Jeanne", dateNaissance: born }, []],
  ["twins: Louis and Louise", { nom: "Dubois", prenom: "Louis", dateNaissance: born }, { nom: "Dubois", prenom: "Louise", dateNaissance: born }, []],
  ["twins: Yassine and Yasmine", { nom: "Tazi", prenom: "Yassine", dateNaissance: born }, { nom: "Tazi", prenom: "Yasmine", dateNaissance: born }, []],
  ["brothers: Mohamed and Ahmed", { nom: "Benkirane", prenom: "Mohamed", dateNaissance: born }, { nom: "Benkirane", prenom: "Ahmed", dateNaissance: born }, []],
  ["Dupont and Dupond", { nom: "Dupont", prenom: "Marie", dateNaissance: born }, { nom: "Dupond", prenom: "Marie", dateNaissance: born }, []],
  ["Amrani and Omrani", { nom: "Amrani", prenom: "Said", dateNaissance: born }, { nom: "Omrani", prenom: "Said", dateNaissance: born }, []],
  ["different phones", { nom: "Alaoui", prenom: "Hamza", dateNaissance: born, telephone: "0612345678" }, { nom: "Cherkaoui", prenom: "Hamza", dateNaissance: born, telephone: "0612345679" }, []],
  ["same digits, another country", { nom: "Roux", prenom: "Paul", dateNaissance: born, telephone: "06 12 34 56 78" }, { nom: "Durand", prenom: "Luc", dateNaissance: born, telephone: "+33 6 12 34 56 78" }, []],
  ["request: another name", { nom: "El Ouafi", prenom: "Mustapha", dateNaissance: born }, { nom: "El Ouali", prenom: "Mustapha" }, []],
];

