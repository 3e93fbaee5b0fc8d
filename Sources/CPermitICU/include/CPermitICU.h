#ifndef CPERMITICU_H
#define CPERMITICU_H

// The only header of the ICU shim that Swift sees. It must stay free of ICU types: ICU's headers rename every
// symbol with a version suffix through macros that Swift does not import, and Foundation carries its own ICU whose
// types would clash. Handles are opaque, statuses are int32_t (ICU's UErrorCode: <= 0 is success), text is UTF-16.
//
// Functions that write text follow ICU's convention: they return the full length of the result, write at most
// `capacity` units, add a NUL only when it fits, and report U_BUFFER_OVERFLOW_ERROR when the result is longer than
// `capacity`. Every `status` must hold a success value (such as 0) on entry.
#include <stdint.h>

// MARK: - Version

/// Writes ICU's version ("72.1") into `buffer` (NUL-terminated when it fits) and returns its length.
int32_t permit_icu_version(char *buffer, int32_t capacity);

// MARK: - Status codes (errors.c)

/// ICU's U_BUFFER_OVERFLOW_ERROR: the result did not fit; retry with the returned length.
extern const int32_t permit_icu_buffer_overflow_error;
/// ICU's U_ILLEGAL_ARGUMENT_ERROR.
extern const int32_t permit_icu_illegal_argument_error;
/// ICU's U_MEMORY_ALLOCATION_ERROR.
extern const int32_t permit_icu_memory_allocation_error;

/// ICU's name for a status code, such as "U_ILLEGAL_ARGUMENT_ERROR"; a static string, never NULL.
const char *permit_icu_error_name(int32_t status);

// MARK: - Locale identifiers (locale.c)

/// uloc_canonicalize: rewrites any locale ID in ICU's canonical form ("en_us" -> "en_US").
int32_t permit_locale_canonicalize(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// uloc_toLanguageTag in strict mode: an ICU locale ID as a BCP 47 tag ("zh_Hant_TW" -> "zh-Hant-TW"); an ID that
/// has no well-formed tag fails with U_ILLEGAL_ARGUMENT_ERROR.
int32_t permit_locale_to_language_tag(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// uloc_forLanguageTag: a BCP 47 tag as an ICU locale ID ("zh-Hant-TW" -> "zh_Hant_TW"). ICU stops at the first
/// subtag it cannot parse and still succeeds, so `parsed_length` receives how many bytes of `tag` it consumed: the tag
/// is well-formed only when that is its whole length.
int32_t permit_locale_for_language_tag(
    const char *tag, char *buffer, int32_t capacity, int32_t *parsed_length, int32_t *status);

/// uloc_getBaseName: the locale ID without keywords, in ICU's canonical case and separators ("EN-us" -> "en_US",
/// "en-US-u-ca-buddhist" -> "en_US", "i-klingon" -> "tlh"); no aliases are replaced.
int32_t permit_locale_base_name_of(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// uloc_addLikelySubtags: fills in the most likely script and region ("zh_TW" -> "zh_Hant_TW").
int32_t permit_locale_add_likely_subtags(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// uloc_minimizeSubtags: removes the subtags that likely-subtags would add back ("zh_Hant_TW" -> "zh_TW").
int32_t permit_locale_minimize_subtags(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// uloc_getDisplayName: the name of `locale_id` in the language of `display_locale_id`, as UTF-16.
int32_t permit_locale_display_name(
    const char *locale_id, const char *display_locale_id, uint16_t *buffer, int32_t capacity, int32_t *status);

/// The locale that `locale_id` inherits its data from in CLDR, as an ICU locale ID; the empty string stands for
/// root. This is the `%%Parent` of the locale's own resource bundle when it has one ("en_AU" -> "en_001",
/// "pt_AO" -> "pt_PT", "zh_Hant" -> root), and otherwise the ID with its last subtag removed (what uloc_getParent
/// does). When ICU has a bundle for `locale_id` under another name (an alias such as "zh_TW" for "zh_Hant_TW"), the
/// bundle's own name is the one truncated. Only names ICU has a bundle for are opened (ICU caches every name it is
/// asked to open, for the life of the process); keywords are ignored.
int32_t permit_locale_cldr_parent(const char *locale_id, char *buffer, int32_t capacity, int32_t *status);

/// Whether ICU has a resource bundle of its own for exactly `locale_id`'s base name: 1 for one of ICU's available
/// locales or legacy aliases (such as "zh_TW" for "zh_Hant_TW"), else 0. The root locale ("" or "root") counts as
/// having data. No bundle is opened: ICU caches every name it is asked to open, for the life of the process.
int32_t permit_locale_has_own_data(const char *locale_id, int32_t *status);

// MARK: - Plural rules (plural_rules.c)

/// A compiled set of cardinal plural rules (ICU's UPluralRules). Immutable once opened.
typedef struct PermitPluralRules PermitPluralRules;

/// A formatted number (ICU's UFormattedNumber): the output of a number formatter, reusable across calls by one
/// thread at a time.
typedef struct PermitFormattedNumber PermitFormattedNumber;

/// An enumeration of strings (ICU's UEnumeration).
typedef struct PermitStringEnumeration PermitStringEnumeration;

/// uplrules_openForType with UPLURAL_TYPE_CARDINAL. Where ICU silently returns root rules for a language it does not
/// know, fails with U_MISSING_RESOURCE_ERROR when ICU has no locale data for the language of `locale_id`.
PermitPluralRules *permit_plural_rules_open(const char *locale_id, int32_t *status);

/// uplrules_close; NULL is allowed.
void permit_plural_rules_close(PermitPluralRules *rules);

/// uplrules_select: writes the UTF-16 keyword ("one", "other"...) of the category of `number`.
int32_t permit_plural_rules_select(
    const PermitPluralRules *rules, double number, uint16_t *keyword, int32_t capacity, int32_t *status);

/// uplrules_selectFormatted: the category of a number as it was formatted, visible fraction digits included
/// ("1.0" is "other" in English where 1 is "one").
int32_t permit_plural_rules_select_formatted(
    const PermitPluralRules *rules, const PermitFormattedNumber *number, uint16_t *keyword, int32_t capacity,
    int32_t *status);

/// uplrules_getKeywords: the keywords the rules use; close the enumeration with permit_string_enumeration_close.
PermitStringEnumeration *permit_plural_rules_open_keywords(const PermitPluralRules *rules, int32_t *status);

/// uenum_next: the next NUL-terminated string of the enumeration and its length, or NULL at the end. The string
/// belongs to the enumeration and stays valid until the next call.
const char *permit_string_enumeration_next(PermitStringEnumeration *enumeration, int32_t *length, int32_t *status);

/// uenum_close; NULL is allowed.
void permit_string_enumeration_close(PermitStringEnumeration *enumeration);

// MARK: - Number formatting (number_format.c)

/// A number formatter made from a skeleton (ICU's UNumberFormatter). Immutable and safe to share between threads;
/// each thread formats into a PermitFormattedNumber of its own.
typedef struct PermitNumberFormatter PermitNumberFormatter;

/// unumf_openForSkeletonAndLocale: a formatter for the UTF-16 `skeleton` (such as "group-off" or ".00") in
/// `locale_id`. Fails with U_MISSING_RESOURCE_ERROR when ICU has no locale data for the language of `locale_id`.
PermitNumberFormatter *permit_number_formatter_open(
    const uint16_t *skeleton, int32_t skeleton_length, const char *locale_id, int32_t *status);

/// unumf_close; NULL is allowed.
void permit_number_formatter_close(PermitNumberFormatter *formatter);

/// unumf_openResult: an empty result to format into.
PermitFormattedNumber *permit_formatted_number_open(int32_t *status);

/// unumf_closeResult; NULL is allowed.
void permit_formatted_number_close(PermitFormattedNumber *result);

/// unumf_formatInt: formats `value` into `result`, replacing what it held.
void permit_number_formatter_format_int(
    const PermitNumberFormatter *formatter, int64_t value, PermitFormattedNumber *result, int32_t *status);

/// unumf_formatDouble: formats `value` into `result`, replacing what it held.
void permit_number_formatter_format_double(
    const PermitNumberFormatter *formatter, double value, PermitFormattedNumber *result, int32_t *status);

/// unumf_resultToString: the text of a formatted number, as UTF-16.
int32_t permit_formatted_number_to_string(
    const PermitFormattedNumber *result, uint16_t *buffer, int32_t capacity, int32_t *status);

// MARK: - Exemplar characters (exemplar_characters.c)

/// The letters a locale writes: its standard exemplar set from CLDR (ulocdata_getExemplarSet), with its auxiliary
/// one when asked, closed over case, frozen (so safe to read from any thread).
typedef struct PermitExemplarCharacters PermitExemplarCharacters;

/// Opens the exemplar characters of `locale_id`, the auxiliary ones too when `auxiliary` is not 0; NULL on failure
/// (U_MISSING_RESOURCE_ERROR for a language ICU has no data for).
PermitExemplarCharacters *permit_exemplar_characters_open(const char *locale_id, int32_t auxiliary, int32_t *status);

/// Closes characters from permit_exemplar_characters_open (NULL is allowed).
void permit_exemplar_characters_close(PermitExemplarCharacters *characters);

/// 1 when `code_point` is one of the characters, else 0.
int32_t permit_exemplar_characters_contain(const PermitExemplarCharacters *characters, int32_t code_point);

/// uscript_getCode: the scripts a locale is written in (ICU's UScriptCode values: "ja" gives Katakana, Hiragana and
/// Han); the number of codes, written up to `capacity`.
int32_t permit_locale_scripts(const char *locale_id, int32_t *codes, int32_t capacity, int32_t *status);

/// uscript_getScript: the script of `code_point` (0 Common and 1 Inherited for characters of many scripts), or -1.
int32_t permit_script_of(int32_t code_point);

// MARK: - List formatting (list_format.c)

/// A list formatter (ICU's UListFormatter). Immutable and safe to share between threads.
typedef struct PermitListFormatter PermitListFormatter;

/// Which conjunction joins the last two items of a list.
typedef enum PermitListType {
    /// "a, b, and c" (ULISTFMT_TYPE_AND).
    PermitListTypeAnd = 0,
    /// "a, b, or c" (ULISTFMT_TYPE_OR).
    PermitListTypeOr = 1,
} PermitListType;

/// ulistfmt_openForType with the wide width. Fails with U_MISSING_RESOURCE_ERROR when ICU has no locale data for
/// the language of `locale_id`, and with U_ILLEGAL_ARGUMENT_ERROR for an unknown `type`.
PermitListFormatter *permit_list_formatter_open(const char *locale_id, PermitListType type, int32_t *status);

/// ulistfmt_close; NULL is allowed.
void permit_list_formatter_close(PermitListFormatter *formatter);

/// ulistfmt_format: joins `count` UTF-16 items (`items[i]` of `lengths[i]` units) into one UTF-16 text.
int32_t permit_list_formatter_format(
    const PermitListFormatter *formatter, const uint16_t *const *items, const int32_t *lengths, int32_t count,
    uint16_t *buffer, int32_t capacity, int32_t *status);

#endif
