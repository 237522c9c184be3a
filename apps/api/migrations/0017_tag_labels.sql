-- A tag searched by its Amharic label (`#ሆቴል`) finds the rows carrying its slug (`#hotel`), as Explore and the
-- chips show the label to Amharic readers (docs/search.md, "Tags"). The search folds the label as `tagOfQuery`
-- folds the key (sefer_fold_text, spaces as `_`) and looks it up here: one probe whatever the number of tags.
CREATE INDEX "tags_label_key_idx" ON "tags" USING btree ((replace(sefer_fold_text("label_am"), ' ', '_')));
