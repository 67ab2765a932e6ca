-- The column plan a version was saved with (issue 39): the name column, each source column's role and
-- settings, skip/empty choices, the qualifier column and the answer pool. Versions saved before it
-- have none (NULL): they were read by the importer's guesses alone.
ALTER TABLE `dataset_versions` ADD `plan` text;
