#include "CPermitICU.h"
#include "locale_data.h"
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/unumberformatter.h>

PermitPluralRules *permit_plural_rules_open(const char *locale_id, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    char data_id[ULOC_FULLNAME_CAPACITY];
    permit_locale_data_id(locale_id, data_id, error);
    if (U_FAILURE(*error)) return NULL;
    return (PermitPluralRules *)uplrules_openForType(data_id, UPLURAL_TYPE_CARDINAL, error);
}

void permit_plural_rules_close(PermitPluralRules *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int32_t permit_plural_rules_select(
    const PermitPluralRules *rules, double number, uint16_t *keyword, int32_t capacity, int32_t *status) {
    return uplrules_select((const UPluralRules *)rules, number, (UChar *)keyword, capacity, (UErrorCode *)status);
}

int32_t permit_plural_rules_select_formatted(
    const PermitPluralRules *rules, const PermitFormattedNumber *number, uint16_t *keyword, int32_t capacity,
    int32_t *status) {
    return uplrules_selectFormatted(
        (const UPluralRules *)rules, (const UFormattedNumber *)number, (UChar *)keyword, capacity,
        (UErrorCode *)status);
}

PermitStringEnumeration *permit_plural_rules_open_keywords(const PermitPluralRules *rules, int32_t *status) {
    return (PermitStringEnumeration *)uplrules_getKeywords((const UPluralRules *)rules, (UErrorCode *)status);
}

const char *permit_string_enumeration_next(PermitStringEnumeration *enumeration, int32_t *length, int32_t *status) {
    return uenum_next((UEnumeration *)enumeration, length, (UErrorCode *)status);
}

void permit_string_enumeration_close(PermitStringEnumeration *enumeration) {
    if (enumeration != NULL) uenum_close((UEnumeration *)enumeration);
}
