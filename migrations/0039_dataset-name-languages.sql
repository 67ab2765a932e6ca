-- The browse page's language filter matches the language a dataset's names are written in, not the
-- language its form was filled in (ADR 046). Each version counts its entries nameable in Chinese (a
-- Han character in the name, or a zh-CN label) and in English (a name without Han characters, or an
-- en-US label). A trigger keeps the counts for every way entries are written: uploads, forks, seeds.
ALTER TABLE `dataset_versions` ADD `zh_names` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `dataset_versions` ADD `en_names` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `entries_name_languages` AFTER INSERT ON `entries` BEGIN
	UPDATE `dataset_versions` SET
		`zh_names` = `zh_names` + (NEW.name GLOB '*[㐀-鿿豈-﫿𠀀-𲎯]*' OR coalesce(json_extract(NEW.labels, '$."zh-CN"'), '') <> ''),
		`en_names` = `en_names` + (NOT NEW.name GLOB '*[㐀-鿿豈-﫿𠀀-𲎯]*' OR coalesce(json_extract(NEW.labels, '$."en-US"'), '') <> '')
	WHERE `id` = NEW.version_id;
END;
--> statement-breakpoint
UPDATE `dataset_versions` SET
	`zh_names` = (SELECT count(*) FROM `entries` e WHERE e.version_id = `dataset_versions`.`id`
		AND (e.name GLOB '*[㐀-鿿豈-﫿𠀀-𲎯]*' OR coalesce(json_extract(e.labels, '$."zh-CN"'), '') <> '')),
	`en_names` = (SELECT count(*) FROM `entries` e WHERE e.version_id = `dataset_versions`.`id`
		AND (NOT e.name GLOB '*[㐀-鿿豈-﫿𠀀-𲎯]*' OR coalesce(json_extract(e.labels, '$."en-US"'), '') <> ''));
