/// The English language names that old bundles use as localization folder names (`English.lproj`), from the Mac OS
/// language table that CoreFoundation still reads (`__CFBundleLanguageNamesArray`), with the tag each stands for.
///
/// The tags are the ones CoreFoundation's `CFLocaleCreateCanonicalLanguageIdentifierFromString` gives, with one
/// exception: a name that the Mac OS table listed for more than one writing system has no tag here but a list of
/// candidates, because the script decides which text a reader can read and CoreFoundation's bare language drops it.
/// `Chinese` named both Traditional (`zh-Hant`, language code 19) and Simplified (`zh-Hans`, code 33) Chinese;
/// `Azerbaijani`, `Malay` and `Mongolian` likewise named several scripts. Names that stood for one writing system
/// but several varieties keep CoreFoundation's choice: `Dutch` is `nl` (not Flemish `nl-BE`), `Greek` is `el` (not
/// Ancient Greek `grc`), `Norwegian` is `nb`.
///
/// Names match exactly, case included, as in CoreFoundation: `english` is not a legacy name.
package enum LegacyLocalizationName {
    /// Each unambiguous legacy name and its BCP 47 tag.
    package static let tags: [String: String] = [
        "Afrikaans": "af", "Albanian": "sq", "Amharic": "am", "Arabic": "ar", "Armenian": "hy", "Assamese": "as",
        "Aymara": "ay", "Basque": "eu", "Bengali": "bn", "Breton": "br", "Bulgarian": "bg", "Burmese": "my",
        "Byelorussian": "be", "Catalan": "ca", "Croatian": "hr", "Czech": "cs", "Danish": "da", "Dutch": "nl",
        "Dzongkha": "dz", "English": "en", "Esperanto": "eo", "Estonian": "et", "Faroese": "fo", "Farsi": "fa",
        "Finnish": "fi", "French": "fr", "Galician": "gl", "Georgian": "ka", "German": "de", "Greek": "el",
        "Greenlandic": "kl", "Guarani": "gn", "Gujarati": "gu", "Hebrew": "he", "Hindi": "hi", "Hungarian": "hu",
        "Icelandic": "is", "Indonesian": "id", "Inuktitut": "iu", "Irish": "ga", "Italian": "it", "Japanese": "ja",
        "Javanese": "jv", "Kannada": "kn", "Kashmiri": "ks", "Kazakh": "kk", "Khmer": "km", "Kinyarwanda": "rw",
        "Kirghiz": "ky", "Korean": "ko", "Kurdish": "ku", "Lao": "lo", "Latin": "la", "Latvian": "lv",
        "Lithuanian": "lt", "Macedonian": "mk", "Malagasy": "mg", "Malayalam": "ml", "Maltese": "mt", "Manx": "gv",
        "Marathi": "mr", "Moldavian": "mo", "Nepali": "ne", "Norwegian": "nb", "Nyanja": "ny", "Oriya": "or",
        "Oromo": "om", "Pashto": "ps", "Polish": "pl", "Portuguese": "pt", "Punjabi": "pa", "Quechua": "qu",
        "Romanian": "ro", "Rundi": "rn", "Russian": "ru", "Sami": "se", "Sanskrit": "sa", "Scottish": "gd",
        "Serbian": "sr", "Sindhi": "sd", "Sinhalese": "si", "Slovak": "sk", "Slovenian": "sl", "Somali": "so",
        "Spanish": "es", "Sundanese": "su", "Swahili": "sw", "Swedish": "sv", "Tagalog": "tl", "Tajiki": "tg",
        "Tamil": "ta", "Tatar": "tt", "Telugu": "te", "Thai": "th", "Tibetan": "bo", "Tigrinya": "ti",
        "Tongan": "to", "Turkish": "tr", "Turkmen": "tk", "Uighur": "ug", "Ukrainian": "uk", "Urdu": "ur",
        "Uzbek": "uz", "Vietnamese": "vi", "Welsh": "cy", "Yiddish": "yi",
    ]

    /// Each legacy name that stood for more than one writing system, and the tags it could mean.
    static let ambiguousCandidates: [String: [String]] = [
        "Chinese": ["zh-Hant", "zh-Hans"],
        "Azerbaijani": ["az-Arab", "az-Cyrl", "az-Latn"],
        "Malay": ["ms-Latn", "ms-Arab"],
        "Mongolian": ["mn-Mong", "mn-Cyrl"],
    ]
}
