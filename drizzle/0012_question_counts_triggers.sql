-- question_counts follows questions: once per statement, from its transition tables, by (teacher, language)
-- in key order (two statements lock the same rows in the same order). A delete or update only subtracts
-- from rows that exist (the insert made them); an edit that keeps teacher and language writes nothing.
CREATE FUNCTION question_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_counts AS c (teacher_id, language, n)
    SELECT teacher_id, language, count(*)::int FROM new_questions GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (teacher_id, language) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION question_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE question_counts c SET n = c.n - d.n
    FROM (SELECT teacher_id, language, count(*)::int AS n FROM old_questions GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE c.teacher_id = d.teacher_id AND c.language = d.language;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION question_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_counts AS c (teacher_id, language, n)
    SELECT teacher_id, language, sum(k)::int FROM (
      SELECT teacher_id, language, 1 AS k FROM new_questions
      UNION ALL SELECT teacher_id, language, -1 FROM old_questions) d
    GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
    ON CONFLICT (teacher_id, language) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER question_counts_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_questions
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_add();
--> statement-breakpoint
CREATE TRIGGER question_counts_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS old_questions
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_remove();
--> statement-breakpoint
CREATE TRIGGER question_counts_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_questions NEW TABLE AS new_questions
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_move();
--> statement-breakpoint
INSERT INTO question_counts (teacher_id, language, n)
  SELECT teacher_id, language, count(*)::int FROM questions GROUP BY 1, 2;
