-- A unit typed with its own designator ("Apt 2", "Suite 300", "#4") was composed into the full
-- address as "Unit Apt 2" (lib/properties/format.ts, unitLine, now prints it once): the
-- addresses already stored lose the doubled "Unit ", as every notice and letter prints them.
UPDATE "properties"
SET "full_address" = replace("full_address", ', Unit ' || "unit_number" || ',', ', ' || "unit_number" || ',')
WHERE "unit_number" ~* '(^#)|\m(apt|apartment|unit|ste|suite|bldg|building|fl|floor|rm|room|ph|penthouse|spc|space|lot|trlr|trailer|dept|department|ofc|office|bsmt|basement|lbby|lobby|lowr|lower|uppr|upper|frnt|front|rear|side|pier|slip|hngr|hangar|no)\M';
