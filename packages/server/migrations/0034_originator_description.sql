-- An originator's profile text (issue 27, "an originator's page (profile, …)"; decision 0021): what the
-- operator writes about the company in each product language, shown on the investor's originator
-- page in the investor's language (the other language when that one is empty). Empty is NULL, never
-- ''; the length limit is the contract's (CreateOriginatorRequest.descriptionEn/descriptionSl).
ALTER TABLE originators
  ADD COLUMN description_en text CHECK (char_length(description_en) BETWEEN 1 AND 2000),
  ADD COLUMN description_sl text CHECK (char_length(description_sl) BETWEEN 1 AND 2000);
