#!/usr/bin/env node
// Validates the seed-data JSON files in this folder.
// Usage: node apps/api/src/seed/data/check-data.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = dirname(fileURLToPath(import.meta.url));
const errors = [];
const fail = (file, msg) => errors.push(`${file}: ${msg}`);

function load(file) {
  try {
    const data = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
    if (!Array.isArray(data)) {
      fail(file, 'top-level value is not an array');
      return [];
    }
    return data;
  } catch (err) {
    fail(file, `cannot load: ${err.message}`);
    return [];
  }
}

function minCount(file, rows, min) {
  if (rows.length < min) fail(file, `expected at least ${min} entries, found ${rows.length}`);
}

function noDuplicates(file, rows, key = 'name') {
  const seen = new Map();
  rows.forEach((row, i) => {
    const value = row[key];
    if (typeof value !== 'string' || value.trim() === '') {
      fail(file, `entry #${i} has missing/empty "${key}"`);
      return;
    }
    if (value !== value.trim()) fail(file, `"${value}" has leading/trailing whitespace`);
    const k = value.toLowerCase();
    if (seen.has(k)) fail(file, `duplicate ${key} "${value}" (entries #${seen.get(k)} and #${i})`);
    else seen.set(k, i);
  });
}

function oneOf(file, rows, key, allowed) {
  rows.forEach((row, i) => {
    if (!allowed.includes(row[key])) fail(file, `entry #${i} (${row.name ?? row.full_name}) has invalid ${key} "${row[key]}"`);
  });
}

function nonEmptyStrings(file, rows, keys) {
  rows.forEach((row, i) => {
    for (const k of keys) {
      if (typeof row[k] !== 'string' || row[k].trim() === '') fail(file, `entry #${i} (${row.name ?? row.full_name}) missing "${k}"`);
    }
  });
}

// ---------- degrees ----------
const degrees = load('degrees.json');
minCount('degrees.json', degrees, 45);
noDuplicates('degrees.json', degrees);
nonEmptyStrings('degrees.json', degrees, ['name', 'full_name']);
oneOf('degrees.json', degrees, 'level', ['DIPLOMA', 'UG', 'PG', 'DOCTORATE']);

// ---------- specializations ----------
const STREAMS = ['Engineering', 'Science', 'Commerce', 'Arts', 'Management', 'Law', 'Medicine', 'Pharmacy', 'Design', 'Architecture', 'Education', 'Computer Applications'];
const specializations = load('specializations.json');
minCount('specializations.json', specializations, 90);
noDuplicates('specializations.json', specializations);
oneOf('specializations.json', specializations, 'stream', STREAMS);

// ---------- skills ----------
const skills = load('skills.json');
minCount('skills.json', skills, 320);
noDuplicates('skills.json', skills);
noDuplicates('skills.json', skills, 'display_name');
oneOf('skills.json', skills, 'type', ['TECHNICAL', 'DOMAIN']);
skills.forEach((s) => {
  if (typeof s.display_name === 'string' && s.name !== s.display_name.toLowerCase()) {
    fail('skills.json', `name "${s.name}" is not the lower-case form of display_name "${s.display_name}"`);
  }
});
const skillTypeCount = (t) => skills.filter((s) => s.type === t).length;

// ---------- life skills ----------
const lifeSkills = load('life_skills.json');
minCount('life_skills.json', lifeSkills, 24);
noDuplicates('life_skills.json', lifeSkills);
nonEmptyStrings('life_skills.json', lifeSkills, ['description']);

// ---------- job roles ----------
const ROLE_TYPES = ['Technology', 'Data', 'Design', 'Business', 'Finance', 'Marketing', 'Human Resources', 'Core Engineering', 'Healthcare', 'Law', 'Media', 'Education'];
const jobRoles = load('job_roles.json');
minCount('job_roles.json', jobRoles, 55);
noDuplicates('job_roles.json', jobRoles);
nonEmptyStrings('job_roles.json', jobRoles, ['description']);
oneOf('job_roles.json', jobRoles, 'type', ROLE_TYPES);
const skillNames = new Set(skills.map((s) => s.display_name));
const lifeSkillNames = new Set(lifeSkills.map((s) => s.name));
jobRoles.forEach((role) => {
  const check = (key, min, max, known, target) => {
    const list = role[key];
    if (!Array.isArray(list)) return fail('job_roles.json', `"${role.name}" has no "${key}" array`);
    if (list.length < min || list.length > max) fail('job_roles.json', `"${role.name}" has ${list.length} ${key} (expected ${min}-${max})`);
    if (new Set(list.map((x) => String(x).toLowerCase())).size !== list.length) fail('job_roles.json', `"${role.name}" repeats an entry in ${key}`);
    for (const item of list) if (!known.has(item)) fail('job_roles.json', `"${role.name}" references unknown ${target} "${item}"`);
  };
  check('skills', 5, 10, skillNames, 'skill (display_name in skills.json)');
  check('life_skills', 2, 4, lifeSkillNames, 'life skill (name in life_skills.json)');
});

// ---------- designations ----------
const designations = load('designations.json');
minCount('designations.json', designations, 40);
noDuplicates('designations.json', designations);

// ---------- states ----------
const states = load('states.json');
noDuplicates('states.json', states);
noDuplicates('states.json', states, 'code');
oneOf('states.json', states, 'type', ['STATE', 'UNION_TERRITORY']);
const stateCount = states.filter((s) => s.type === 'STATE').length;
const utCount = states.filter((s) => s.type === 'UNION_TERRITORY').length;
if (states.length !== 36) fail('states.json', `expected 36 states + UTs, found ${states.length}`);
if (stateCount !== 28) fail('states.json', `expected 28 states, found ${stateCount}`);
if (utCount !== 8) fail('states.json', `expected 8 union territories, found ${utCount}`);
const citiesByState = new Map();
states.forEach((s) => {
  if (!/^[A-Z]{2}$/.test(s.code ?? '')) fail('states.json', `"${s.name}" has invalid code "${s.code}"`);
  if (!Array.isArray(s.cities)) return fail('states.json', `"${s.name}" has no cities array`);
  const max = 12;
  const min = s.type === 'STATE' ? 4 : 1;
  if (s.cities.length < min || s.cities.length > max) fail('states.json', `"${s.name}" has ${s.cities.length} cities (expected ${min}-${max})`);
  const lower = s.cities.map((c) => String(c).toLowerCase());
  if (new Set(lower).size !== lower.length) fail('states.json', `"${s.name}" has duplicate cities`);
  citiesByState.set(s.name, new Set(s.cities));
});

// ---------- orgs ----------
const orgs = load('orgs.json');
noDuplicates('orgs.json', orgs, 'full_name');
noDuplicates('orgs.json', orgs, 'short_name');
oneOf('orgs.json', orgs, 'org_type', ['INSTITUTION', 'COMPANY']);
const instCount = orgs.filter((o) => o.org_type === 'INSTITUTION').length;
const compCount = orgs.filter((o) => o.org_type === 'COMPANY').length;
if (instCount < 60) fail('orgs.json', `expected at least 60 institutions, found ${instCount}`);
if (compCount < 60) fail('orgs.json', `expected at least 60 companies, found ${compCount}`);
orgs.forEach((o) => {
  const cities = citiesByState.get(o.state);
  if (!cities) fail('orgs.json', `"${o.full_name}" has unknown state "${o.state}"`);
  else if (!cities.has(o.city)) fail('orgs.json', `"${o.full_name}": city "${o.city}" is not listed under ${o.state}`);
  if (o.website !== undefined && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(o.website)) fail('orgs.json', `"${o.full_name}" has invalid website "${o.website}"`);
});

// ---------- country codes ----------
const countries = load('country_codes.json');
minCount('country_codes.json', countries, 230);
noDuplicates('country_codes.json', countries);
noDuplicates('country_codes.json', countries, 'iso2');
countries.forEach((c, i) => {
  if (!/^[A-Z]{2}$/.test(c.iso2 ?? '')) fail('country_codes.json', `"${c.name}" has invalid iso2 "${c.iso2}"`);
  if (!/^\+\d{1,3}( \d{1,4})?$/.test(c.dial_code ?? '')) fail('country_codes.json', `"${c.name}" has invalid dial_code "${c.dial_code}"`);
  if (c.desc !== `${c.name} (${c.dial_code})`) fail('country_codes.json', `"${c.name}" desc "${c.desc}" should be "${c.name} (${c.dial_code})"`);
  if (i > 0 && countries[i - 1].name.localeCompare(c.name, 'en') > 0) fail('country_codes.json', `not sorted by name at "${countries[i - 1].name}" -> "${c.name}"`);
});
const india = countries.find((c) => c.iso2 === 'IN');
if (!india || india.dial_code !== '+91') fail('country_codes.json', 'India (+91) missing or wrong');

// ---------- catalogue_readings ----------
const ARTICLE_TYPES = ['Textbooks', 'Technical', 'Fiction', 'History', 'Comic', 'Autobiography', 'Science', 'Math', 'Non Fiction', 'Others'];
const readings = load('catalogue_readings.json');
const bookCount = readings.filter((r) => r.kind === 'book').length;
const articleCount = readings.filter((r) => r.kind === 'article').length;
if (bookCount < 35) fail('catalogue_readings.json', `expected at least 35 books, found ${bookCount}`);
if (articleCount < 35) fail('catalogue_readings.json', `expected at least 35 articles, found ${articleCount}`);
oneOf('catalogue_readings.json', readings.map((r) => ({ ...r, name: r.title })), 'kind', ['book', 'article']);
nonEmptyStrings('catalogue_readings.json', readings.map((r) => ({ ...r, name: r.title })), ['title', 'authors', 'source', 'summary']);
const readingKeys = new Map();
const roleNames = new Set(jobRoles.map((r) => r.name));
const specNames = specializations.map((s) => s.name.toLowerCase());
readings.forEach((r, i) => {
  const where = `entry #${i} ("${r.title}")`;
  const key = `${r.kind}:${String(r.title).toLowerCase()}`;
  if (readingKeys.has(key)) fail('catalogue_readings.json', `${where} repeats entry #${readingKeys.get(key)}`);
  readingKeys.set(key, i);
  const maxLen = { title: 200, authors: 200, source: 150, url: 500, summary: 2000 };
  for (const [k, max] of Object.entries(maxLen)) {
    if (typeof r[k] === 'string' && r[k].length > max) fail('catalogue_readings.json', `${where} ${k} is longer than ${max}`);
  }
  if (!Number.isInteger(r.year) || r.year < 1450 || r.year > new Date().getFullYear()) fail('catalogue_readings.json', `${where} has invalid year ${r.year}`);
  if (r.url !== undefined && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(r.url)) fail('catalogue_readings.json', `${where} url is not an https link`);
  if (r.isbn !== undefined && !/^\d{1,13}$/.test(r.isbn)) fail('catalogue_readings.json', `${where} isbn should be up to 13 digits`);
  if (r.kind === 'article') {
    if (!r.url) fail('catalogue_readings.json', `${where} article needs a url`);
    if (!r.isbn) fail('catalogue_readings.json', `${where} article needs an isbn (the publication's ISSN)`);
    if (!ARTICLE_TYPES.includes(r.type)) fail('catalogue_readings.json', `${where} article needs a type from the portfolio's article types`);
  } else if (r.type !== undefined) fail('catalogue_readings.json', `${where} only articles have a type`);
  if (!Array.isArray(r.skills) || r.skills.length < 1 || r.skills.length > 20) fail('catalogue_readings.json', `${where} needs 1 to 20 skills`);
  for (const s of r.skills ?? []) if (!skillNames.has(s)) fail('catalogue_readings.json', `${where} references unknown skill "${s}"`);
  if (!Array.isArray(r.roles) || r.roles.length > 10) fail('catalogue_readings.json', `${where} needs a list of at most 10 roles`);
  for (const role of r.roles ?? []) if (!roleNames.has(role)) fail('catalogue_readings.json', `${where} references unknown career path "${role}"`);
  for (const prefix of r.specializations ?? []) {
    if (!specNames.some((n) => n.startsWith(prefix))) fail('catalogue_readings.json', `${where} specialization prefix "${prefix}" matches nothing`);
  }
});

// ---------- report ----------
console.log('degrees.json          ', degrees.length);
console.log('specializations.json  ', specializations.length);
console.log('skills.json           ', skills.length, `(TECHNICAL ${skillTypeCount('TECHNICAL')}, DOMAIN ${skillTypeCount('DOMAIN')})`);
console.log('life_skills.json      ', lifeSkills.length);
console.log('job_roles.json        ', jobRoles.length);
console.log('designations.json     ', designations.length);
console.log('orgs.json             ', orgs.length, `(INSTITUTION ${instCount}, COMPANY ${compCount})`);
console.log('states.json           ', states.length, `(STATE ${stateCount}, UNION_TERRITORY ${utCount})`);
console.log('country_codes.json    ', countries.length);
console.log('catalogue_readings.json', readings.length, `(book ${bookCount}, article ${articleCount})`);

if (errors.length) {
  console.error(`\n${errors.length} problem(s) found:`);
  for (const e of errors) console.error('  - ' + e);
  process.exit(1);
}
console.log('\nAll seed-data checks passed.');
