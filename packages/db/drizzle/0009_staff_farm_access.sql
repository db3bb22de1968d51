-- Farm access: until now every user saw every farm. Users who are not admins keep the farms
-- they worked with (all of them); admins narrow them on the People screen.
INSERT INTO "user_farms" ("user_id", "farm_id")
SELECT "users"."id", "farms"."id" FROM "users" CROSS JOIN "farms"
WHERE NOT ('admin' = ANY("users"."role"))
ON CONFLICT DO NOTHING;
