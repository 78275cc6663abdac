package compile

import (
	"cmp"
	"errors"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// Weather is what the weather tool needs to call its provider. The JSON
// holds the provider's fields only (see MarshalJSON).
type Weather struct {
	Provider string // content.OpenMeteo or content.VisualCrossing
	// Open-Meteo's two APIs.
	GeocodingURL, ForecastURL string
	// Visual Crossing's Timeline API. An empty key means the site has no
	// weather: the tool says so and makes no request.
	Endpoint, UnitGroup, Key string
}

// MarshalJSON writes the object of its provider: an openMeteoConfig or a
// visualCrossingConfig, which the theme's WeatherConfig is one of.
func (w Weather) MarshalJSON() ([]byte, error) {
	if w.Provider == content.OpenMeteo {
		return JSON(openMeteoConfig{
			Provider:     w.Provider,
			GeocodingURL: w.GeocodingURL,
			ForecastURL:  w.ForecastURL,
		}), nil
	}
	return JSON(visualCrossingConfig{
		Provider:  w.Provider,
		Endpoint:  w.Endpoint,
		UnitGroup: w.UnitGroup,
		Key:       w.Key,
	}), nil
}

// openMeteoConfig is the weather of a site that calls Open-Meteo: keyless,
// the default.
type openMeteoConfig struct {
	Provider string `json:"provider" tstype:"'open-meteo'"`
	// GeocodingURL is the geocoding API's URL, without a trailing slash.
	GeocodingURL string `json:"geocodingURL"`
	// ForecastURL is the forecast API's URL, without a trailing slash.
	ForecastURL string `json:"forecastURL"`
}

// visualCrossingConfig is the weather of a site that calls Visual
// Crossing's Timeline API, for which it has a key.
type visualCrossingConfig struct {
	Provider string `json:"provider" tstype:"'visual-crossing'"`
	// Endpoint is the Timeline API's base URL, without a trailing slash.
	Endpoint string `json:"endpoint"`
	// UnitGroup is "us", which answers in Fahrenheit, or "metric", in Celsius.
	UnitGroup string `json:"unitGroup" tstype:"'us' | 'metric'"`
	// Key is empty when the site was built without PORTGEN_WEATHER_KEY: the
	// weather tool then says so and makes no request.
	Key string `json:"key"`
}

// URLs are the APIs the weather tool calls: none when it has no key
// for Visual Crossing. The pages' CSP lets the site connect to their origins.
func (w Weather) URLs() []string {
	switch {
	case w.Provider == content.OpenMeteo:
		return []string{w.GeocodingURL, w.ForecastURL}
	case w.Key != "":
		return []string{w.Endpoint}
	}
	return nil
}

// WeatherEnv is the part of the weather configuration that comes from the
// environment at build time, never from the content folder. Its URLs
// override site.yaml's.
type WeatherEnv struct {
	Key          string // PORTGEN_WEATHER_KEY: Visual Crossing's, which also picks it when site.yaml names no provider
	Endpoint     string // PORTGEN_WEATHER_ENDPOINT
	GeocodingURL string // PORTGEN_WEATHER_GEOCODING_URL
	ForecastURL  string // PORTGEN_WEATHER_FORECAST_URL
}

// ReadWeatherEnv reads the weather's environment variables with getenv,
// and checks that the URLs among them are absolute http(s) URLs. A bad one
// is a *diag.Error whose file is the variable, "$PORTGEN_WEATHER_…": the
// owner fixes it where they set it, and serve's overlay shows it as it
// shows a file's problem.
func ReadWeatherEnv(getenv func(string) string) (WeatherEnv, error) {
	env := WeatherEnv{
		Key:          getenv("PORTGEN_WEATHER_KEY"),
		Endpoint:     getenv("PORTGEN_WEATHER_ENDPOINT"),
		GeocodingURL: getenv("PORTGEN_WEATHER_GEOCODING_URL"),
		ForecastURL:  getenv("PORTGEN_WEATHER_FORECAST_URL"),
	}
	// They go into the CSP and the data as the site.yaml ones do: the same
	// check, and the same form (the host in ASCII, the path escaped).
	var problems diag.List
	for _, v := range []struct {
		name  string
		value *string
	}{
		{"PORTGEN_WEATHER_ENDPOINT", &env.Endpoint},
		{"PORTGEN_WEATHER_GEOCODING_URL", &env.GeocodingURL},
		{"PORTGEN_WEATHER_FORECAST_URL", &env.ForecastURL},
	} {
		if *v.value == "" {
			continue
		}
		u, err := content.WebURL(*v.value)
		if err != nil {
			// serve's overlay says to save a file: this takes a restart.
			d := diag.Diagnostic{File: "$" + v.name, Message: err.Error(), Hint: "portgen reads it as it starts"}
			if bad := (*content.URLError)(nil); errors.As(err, &bad) {
				d.Message, d.Hint = bad.Message, bad.Hint+"; portgen reads it as it starts"
			}
			problems.Add(d)
			continue
		}
		*v.value = u.String()
	}
	return env, problems.Err()
}

// weather picks the provider: the one site.yaml names, else Visual Crossing
// when the build has its key, else Open-Meteo, which needs none.
func weather(c content.Weather, env WeatherEnv) Weather {
	provider := c.Provider
	if provider == "" {
		provider = content.OpenMeteo
		if env.Key != "" {
			provider = content.VisualCrossing
		}
	}
	trim := func(u ...string) string { return strings.TrimSuffix(cmp.Or(u...), "/") }
	if provider == content.OpenMeteo {
		return Weather{
			Provider:     provider,
			GeocodingURL: trim(env.GeocodingURL, c.GeocodingURL, content.DefaultGeocodingURL),
			ForecastURL:  trim(env.ForecastURL, c.ForecastURL, content.DefaultForecastURL),
		}
	}
	return Weather{
		Provider:  provider,
		Endpoint:  trim(env.Endpoint, c.Endpoint, content.DefaultWeatherEndpoint),
		UnitGroup: cmp.Or(c.UnitGroup, "us"),
		Key:       env.Key,
	}
}
